/// Contract violations: the few places where the library cannot continue.
///
/// RxSwift calls `rxFatalError`/`rxAbstractMethod`; ours keeps them in this one file.
func abstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    preconditionFailure("API Violation: abstract method called; subclasses override it.", file: file, line: line)
}
