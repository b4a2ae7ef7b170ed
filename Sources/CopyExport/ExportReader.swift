import Foundation

/// Reads the package files an export is made of and remembers each one as an export carries it.
///
/// The kit and domain files are the same for every pattern of a style, so a reader that serves every
/// export of a run (the page checks export all 33 pattern × style folders) reads, cuts and rewrites
/// each of them once per style instead of once per pattern. One reader serves one thread.
public final class ExportReader {
    /// The package root the paths are under.
    public let root: URL
    private var texts: [String: String] = [:]
    private var exports: [String: String] = [:]

    /// A reader of the package at `root`.
    public init(root: URL) { self.root = root }

    /// The text of `path`, relative to the root.
    /// - Throws: `ExportError` when it cannot be read.
    public func read(_ path: String) throws -> String {
        if let text = texts[path] { return text }
        do {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            texts[path] = text
            return text
        } catch {
            throw ExportError(description: "cannot read \(path) under \(root.path): \(error)")
        }
    }

    /// `path` as an export in `style` carries it: cut to the style when `cut` says how, with the
    /// original library's import lines.
    /// - Throws: `ExportError` when it cannot be read.
    func exported(_ path: String, style: ExportStyle, cut: StyleSlicer.Mode? = nil) throws -> String {
        let key = "\(style.rawValue):\(cut.map { "\($0)" } ?? "whole"):\(path)"
        if let text = exports[key] { return text }
        var text = try read(path)
        if let cut { text = StyleSlicer.slice(text, to: style, mode: cut) }
        text = ImportSwap.toOriginals(text, style: style)
        exports[key] = text
        return text
    }
}
