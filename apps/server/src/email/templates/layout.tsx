import type { ReactNode } from "react";

const font = "Arial, Helvetica, sans-serif";

/** The frame every e-mail shares: the platform name, the content and a footer line. */
export function EmailLayout(props: { platformName: string; preview: string; children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.preview}</title>
      </head>
      <body style={{ margin: 0, padding: "24px 0", backgroundColor: "#f1f5f9", fontFamily: font }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{props.preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="560"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 560,
                    width: "100%",
                    backgroundColor: "#ffffff",
                    borderRadius: 8,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "20px 28px",
                          backgroundColor: "#1e3a8a",
                          borderRadius: "8px 8px 0 0",
                        }}
                      >
                        <span style={{ color: "#ffffff", fontSize: 20, fontWeight: 700 }}>
                          {props.platformName}
                        </span>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "24px 28px",
                          color: "#0f172a",
                          fontSize: 15,
                          lineHeight: "1.6",
                        }}
                      >
                        {props.children}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 28px", color: "#64748b", fontSize: 12 }}>
                        You are receiving this e-mail because of your {props.platformName} account.
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function P(props: { children: ReactNode }) {
  return <p style={{ margin: "0 0 14px" }}>{props.children}</p>;
}

export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "20px 0" }}>
      <a
        href={props.href}
        style={{
          display: "inline-block",
          padding: "12px 20px",
          backgroundColor: "#1d4ed8",
          color: "#ffffff",
          borderRadius: 6,
          textDecoration: "none",
          fontWeight: 700,
        }}
      >
        {props.children}
      </a>
    </p>
  );
}

/** Label/value rows, e.g. the vehicle and the price. */
export function Details(props: { rows: Array<[string, string]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "8px 0 16px" }}>
      <tbody>
        {props.rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: "2px 16px 2px 0", color: "#475569" }}>{label}</td>
            <td style={{ padding: "2px 0", fontWeight: 600 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function detailsText(rows: Array<[string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}
