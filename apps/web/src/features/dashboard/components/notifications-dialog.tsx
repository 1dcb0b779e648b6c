import { NO_NOTIFICATIONS_MESSAGE, notificationTarget } from "@automobi/domain";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { cx } from "@/lib/class-names";
import { formatLondonDate, formatLondonTime } from "@/lib/format";
import { useMarkNotificationsRead, useNotifications } from "../api/overview";

/**
 * The Notifications quick action: the customer's notifications (new quote, new message,
 * payment confirmed, appointment booked) with an unread count; opening them marks them read.
 * Each View opens the tab of what it names, and the request where it names one.
 */
export function NotificationsDialog() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unread > 0) markRead.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="relative">
          <Bell aria-hidden="true" />
          Notifications
          {unread > 0 && (
            <span className="ml-1 inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close notifications">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>
            News about your quotes, messages, payments and bookings.
          </DialogDescription>
        </DialogHeader>
        {items.length === 0 ? (
          <p className="py-4 text-center text-slate-600">{NO_NOTIFICATIONS_MESSAGE}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li
                key={item.id}
                className={cx(
                  "rounded-lg border p-3 text-sm",
                  item.readAt ? "border-slate-200" : "border-brand-300 bg-brand-50",
                )}
              >
                <p className="font-semibold text-slate-900">{item.title}</p>
                <p className="text-slate-800">{item.body}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {formatLondonDate(item.createdAt)}, {formatLondonTime(item.createdAt)}
                  {" · "}
                  <Link
                    className="text-brand-700 underline"
                    to={notificationTarget(item)}
                    onClick={() => setOpen(false)}
                  >
                    View
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
