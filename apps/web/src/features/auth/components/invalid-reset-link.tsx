import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";

/** A reset link that is missing its token, was used already or has expired. */
export function InvalidResetLink() {
  return (
    <Notice tone="error" title="This password reset link is invalid or has expired.">
      <p>Reset links work once, for 1 hour. Ask for a new one and use the latest e-mail.</p>
      <Button asChild size="sm" variant="outline" className="self-start">
        <Link to={paths.forgotPassword}>Request a new reset link</Link>
      </Button>
    </Notice>
  );
}
