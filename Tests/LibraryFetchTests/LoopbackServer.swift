import Foundation
import Scheduling

/// A real HTTP server on `127.0.0.1`, in its own process, that answers the ``LiveWebService`` endpoints.
///
/// The server is a short Python 3 script (standard library only: `http.server`, run with
/// `python3 -c`), so the tests need `python3` on the `PATH` and nothing else. It binds a free port
/// chosen by the kernel, prints `READY <port> <closedPort>` when it listens (`closedPort` was free a
/// moment ago and nobody listens on it: requests to it are refused), and logs one line per event on
/// standard output, which the tests read:
/// - `REQUEST <path>` when a request arrives;
/// - `DROPPED <path>` when the client hung up before the answer (the proof a cancel reached the wire).
///
/// Routes (the fixture mirrors the endpoints):
/// - `GET /libraries` → the identifiers of the fixture catalog (`RxSwift`, `ReactiveSwift`, `Combine`);
/// - `GET /libraries/<name>` → `{"name": …}`; `GET /libraries/<name>/details` → the details;
/// - an unknown name → 404; `Malformed` → 200 with a truncated JSON body; `Broken` → 500;
/// - a name starting with `Slow` → waits up to 5 s for the client to hang up, then answers.
final class LoopbackServer: Sendable {
    /// Why the server could not start, with what it wrote to standard error.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The server's root URL, `http://127.0.0.1:<port>`.
    let baseURL: URL
    /// A loopback URL on which nothing listens.
    let closedURL: URL

    private let process: Process
    private let output: Locked<LogLines>
    private let errors: Locked<String>

    private static let script = #"""
        import http.server, json, select, socket, sys, time
        from urllib.parse import unquote

        CATALOG = [
            {"name": "RxSwift", "globalIdentifier": "swift.rxswift", "summary": "Rx for Swift"},
            {"name": "ReactiveSwift", "globalIdentifier": "swift.reactiveswift", "summary": "Producers"},
            {"name": "Combine", "globalIdentifier": "swift.combine", "summary": "Publishers"},
        ]

        def log(line):
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def answer(self, status, body):
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def client_hung_up(self, seconds):
                deadline = time.time() + seconds
                while time.time() < deadline:
                    readable, _, _ = select.select([self.connection], [], [], 0.005)
                    if readable:
                        try:
                            return self.connection.recv(1, socket.MSG_PEEK) == b""
                        except OSError:
                            return True
                return False

            def do_GET(self):
                log("REQUEST " + self.path)
                parts = [unquote(p) for p in self.path.split("?")[0].strip("/").split("/")]
                if parts == ["libraries"]:
                    return self.answer(200, json.dumps([e["globalIdentifier"] for e in CATALOG]))
                if len(parts) not in (2, 3) or parts[0] != "libraries" or parts[2:] not in ([], ["details"]):
                    return self.answer(404, "{}")
                name = parts[1]
                if name == "Malformed":
                    return self.answer(200, '{"name": "Malfor')
                if name == "Broken":
                    return self.answer(500, "{}")
                if name.startswith("Slow"):
                    if self.client_hung_up(5):
                        log("DROPPED " + self.path)
                        self.close_connection = True
                        return
                    return self.answer(200, json.dumps({"name": name}))
                entry = next((e for e in CATALOG if e["name"] == name), None)
                if entry is None:
                    return self.answer(404, "{}")
                return self.answer(200, json.dumps(entry if parts[2:] else {"name": name}))

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
        probe.close()
        log("READY %d %d" % (server.server_address[1], closed_port))
        server.serve_forever(poll_interval=0.05)
        """#

    /// Starts the server and waits until it listens.
    /// - Throws: ``StartError`` when `python3` cannot run or the server is not ready within `timeout`.
    init(timeout: TimeInterval = 5) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-c", Self.script]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let output = Locked(LogLines())
        let errors = Locked("")
        do {
            try process.run()
        } catch {
            throw StartError(
                description: "could not run `python3` through /usr/bin/env: \(error). "
                    + "The live-service integration tests need python3 on the PATH.")
        }
        Self.drain(stdout.fileHandleForReading) { text in
            output.withLock { $0.append(text) }
        }
        Self.drain(stderr.fileHandleForReading) { text in errors.withLock { $0 += text } }

        let deadline = Date(timeIntervalSinceNow: timeout)
        var ready: [Substring]?
        while ready == nil, Date() < deadline, process.isRunning {
            ready = output.withLock { $0.complete.first { $0.hasPrefix("READY ") } }?.split(separator: " ")
            if ready == nil { usleep(2_000) }
        }
        guard let ready, ready.count == 3, let port = Int(ready[1]), let closedPort = Int(ready[2]) else {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            usleep(10_000)
            let what =
                process.terminationReason == .exit && process.terminationStatus != 0
                ? "exited with status \(process.terminationStatus) before it listened"
                : "did not report READY within \(timeout) s"
            throw StartError(
                description: "the loopback HTTP server (python3 -c, needs python3 on the PATH) \(what); "
                    + "stderr: " + errors.withLock { $0.isEmpty ? "(empty)" : $0 })
        }
        self.process = process
        self.output = output
        self.errors = errors
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        closedURL = URL(string: "http://127.0.0.1:\(closedPort)")!
    }

    /// Stops the server process and waits for it to exit, so no server outlives the tests.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Every line the server has logged so far.
    var lines: [String] { output.withLock { $0.complete } }

    /// Waits (polling every 2 ms) until the server has logged `line`; `false` after `timeout` seconds.
    func waitForLine(_ line: String, timeout: TimeInterval = 1) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if lines.contains(line) { return true }
            usleep(2_000)
        }
        return lines.contains(line)
    }

    /// Reads `handle` on a background thread until end of file, passing each chunk as text.
    private static func drain(_ handle: FileHandle, _ receive: @escaping @Sendable (String) -> Void) {
        let handle = UncheckedSendableBox(handle)
        Thread.detachNewThread {
            while true {
                let data = handle.value.availableData
                if data.isEmpty { return }
                receive(String(decoding: data, as: UTF8.self))
            }
        }
    }
}

/// Text read from a pipe, split into complete lines (a chunk may end mid-line).
struct LogLines {
    /// The lines received in full.
    var complete: [String] = []
    private var partial = ""

    /// Adds a chunk of text.
    mutating func append(_ text: String) {
        partial += text
        while let newline = partial.firstIndex(of: "\n") {
            complete.append(String(partial[..<newline]))
            partial.removeSubrange(...newline)
        }
    }
}
