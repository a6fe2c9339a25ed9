import net from "node:net";

type Mode = "forward" | "stall";

/**
 * A TCP proxy in front of the database that the test controls: `refuse()` resets every connection and
 * refuses new ones (the server is down), `stall()` keeps connections open but passes no bytes (a network
 * black hole), `restore()` forwards again.
 */
export class TcpProxy {
  private server?: net.Server;
  private mode: Mode = "forward";
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => undefined);
  }

  private onConnection(client: net.Socket) {
    this.track(client);
    if (this.mode === "stall") return; // accepted, never answered
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    // Data passes only while forwarding, so a stall freezes live connections too.
    client.on("data", (chunk) => this.mode === "forward" && upstream.write(chunk));
    upstream.on("data", (chunk) => this.mode === "forward" && client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  }

  async listen(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((socket) => this.onConnection(socket));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  private dropAll() {
    for (const socket of this.sockets) socket.destroy();
  }

  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.dropAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  stall(): void {
    this.mode = "stall";
  }

  async restore(): Promise<void> {
    if (this.mode === "stall") this.dropAll();
    this.mode = "forward";
    await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}
