import Foundation
import Scheduling

/// An observer that sets something on a target object, on a scheduler (the main one by default).
///
/// Same as RxSwift's `Binder`: it holds the target weakly (once it is gone, elements are dropped), applies each
/// element with `binding` on `scheduler`, and ignores completion. Where ours differs: an error is reported as an
/// issue (a failing test when a test module is loaded) and otherwise dropped; RxSwift stops a debug build.
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let text = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
/// _ = Observable.just("Hello").bind(to: text)
/// print(label.text)
/// // Prints: Hello
/// ```
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder setting values on `target` with `binding`, on `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case let .next(element):
                _ = scheduler.schedule(element) { element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case let .error(error):
                IssueReporting.report(
                    "Binder: a binding received the error \(error). A binding target cannot show an error: handle "
                        + "it before binding (catchAndReturn, asInfallible(onErrorJustReturn:), or asDriver).")
            case .completed:
                break
            }
        }
    }

    /// Applies the event (elements only) to the target.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// This binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

extension MainScheduler {
    /// Reports an issue when called off the main thread.
    ///
    /// Same as RxSwift's `ensureRunningOnMainThread(errorMessage:)`, which stops the program on Apple platforms and
    /// checks nothing on Linux; ours reports (a failing test when a test module is loaded) on every platform.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard !Thread.isMainThread else { return }
        IssueReporting.report(errorMessage ?? "Running on background thread.")
    }
}
