import net from "node:net";

import { api, request, type RawResponse } from "../support/http";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

const PUBLIC_PAGES = [
  "/",
  "/for-talent",
  "/fresh-talent",
  "/jobs",
  "/terms-and-conditions",
  "/privacy-policy",
  "/login",
  "/signup/talent",
  "/signup/recruiter",
];
const ONE_YEAR = 31_536_000;

/** What is wrong with one answer's security headers (empty when nothing is). */
export function headerProblems(res: RawResponse): string[] {
  const problems: string[] = [];
  const header = (name: string) => {
    const value = res.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const csp = header("content-security-policy");
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    const directives = new Map(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
    if (!scriptSrc) problems.push("CSP has neither script-src nor default-src");
    else if (scriptSrc.includes("'unsafe-inline'")) problems.push("CSP script-src allows 'unsafe-inline'");
    if (directives.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("CSP lacks frame-ancestors 'none'");
  }
  if (header("x-content-type-options")?.toLowerCase() !== "nosniff")
    problems.push("X-Content-Type-Options is not nosniff");
  if (header("referrer-policy")?.toLowerCase() !== "strict-origin-when-cross-origin")
    problems.push("Referrer-Policy is not strict-origin-when-cross-origin");
  if (!header("permissions-policy")) problems.push("no Permissions-Policy");
  if (header("x-powered-by")) problems.push("X-Powered-By is sent");
  const maxAge = Number(/max-age=(\d+)/i.exec(header("strict-transport-security") ?? "")?.[1] ?? 0);
  if (maxAge < ONE_YEAR) problems.push("Strict-Transport-Security max-age below one year");
  return problems;
}

/** Part 6: every public page and a sample of API answers carry the security headers. */
export async function checkHeaders(server: Server, jobSlug: string): Promise<Report> {
  const report = new Report("6 Headers");
  const client = api(server.origin, API_KEY);
  const pages: [string, () => Promise<RawResponse>][] = [...PUBLIC_PAGES, `/jobs/${jobSlug}`].map((path) => [
    `page ${path}`,
    () => request(server.origin, { path, headers: { accept: "text/html" } }),
  ]);
  const apiAnswers: [string, () => Promise<RawResponse>][] = [
    ["API 200 /api/jobs", () => client.get("/api/jobs")],
    ["API 401 /api/talent/info", () => client.get("/api/talent/info")],
    ["API 404 /api/jobs/{unknown}", () => client.get("/api/jobs/no-such-job-anywhere")],
    ["API 422 /api/talent/login", () => client.post("/api/talent/login", { json: { email: "not-an-email" } })],
    ["API 405 TRACE /api/health", () => request(server.origin, { method: "TRACE", path: "/api/health" })],
    ["page 405 TRACE /jobs", () => request(server.origin, { method: "TRACE", path: "/jobs" })],
  ];
  let failures = 0;
  let pagesChecked = 0;
  for (const [label, send] of [...pages, ...apiAnswers]) {
    const res = await send();
    pagesChecked++;
    const problems = res.status >= 500 ? [`answered ${res.status}`, ...headerProblems(res)] : headerProblems(res);
    if (problems.length > 0) {
      failures++;
      report.note(`${label} (${res.status}): ${problems.join("; ")}`);
    }
  }
  report.equal("pages + API answers checked", pagesChecked, PUBLIC_PAGES.length + 1 + apiAnswers.length);
  report.equal("answers with header failures", failures, 0);
  const traced = await Promise.all(
    ["/api/health", "/jobs"].map((path) => request(server.origin, { method: "TRACE", path }).then((r) => r.status)),
  );
  report.equal("TRACE answers 405 (API and page)", traced.filter((status) => status === 405).length, 2);
  const connect = await connectStatusLine(server.origin);
  report.check("CONNECT answered", connect, "405", connect.startsWith("HTTP/1.1 405 "));
  return report;
}

/** The status line the server answers a CONNECT with (node:http's client cannot send one plainly). */
function connectStatusLine(origin: string): Promise<string> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
    );
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer.split("\r\n")[0] || "no answer"));
    socket.on("error", () => undefined);
  });
}
