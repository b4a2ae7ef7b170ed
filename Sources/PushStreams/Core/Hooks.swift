import Foundation
import Scheduling
import Synchronization

/// Global hooks: what happens to an error no subscriber handles.
///
/// Same as RxSwift's `Hooks`: `subscribe(onNext:onError:onCompleted:onDisposed:)` without `onError` (and the
/// traits' `subscribe` without their error closure) hands the error to `defaultErrorHandler`, together with the
/// subscription's call stack when `recordCallStackOnError` was on at subscription time (captured by
/// `customCaptureSubscriptionCallstack`). Where ours differs: the default handler does nothing (RxSwift's prints
/// "Unhandled error happened" in debug builds), and the default capture returns `Thread.callStackSymbols` in
/// every build (RxSwift's only in debug builds).
///
/// ```swift
/// Hooks.defaultErrorHandler = { _, error in print("unhandled:", error) }
/// _ = Observable<Int>.error(RxError.unknown).subscribe()
/// // Prints: unhandled: Unknown error occurred.
/// ```
public enum Hooks {
    /// Receives an error no subscriber handles, with the subscription's call stack (empty unless recorded).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    /// Returns the call stack to record at subscription time.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let handlers = Locked<(error: DefaultErrorHandler, capture: CustomCaptureSubscriptionCallstack)>(
        (error: { _, _ in }, capture: { Thread.callStackSymbols }))
    private static let recordsCallStack = Atomic<Bool>(false)

    /// Whether subscriptions capture their call stack for `defaultErrorHandler` (off by default, as in RxSwift).
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Called with an error no `onError` handles.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handlers.withLock { $0.error } }
        set { handlers.withLock { $0.error = newValue } }
    }

    /// Captures the call stack of a subscription when `recordCallStackOnError` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { handlers.withLock { $0.capture } }
        set { handlers.withLock { $0.capture = newValue } }
    }

    /// The call stack to keep for a subscription being made now: empty unless `recordCallStackOnError`.
    @usableFromInline static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Hands an unhandled `error` to `defaultErrorHandler` (the handler runs outside the lock).
    @usableFromInline static func reportUnhandled(_ error: Swift.Error, callStack: [String]) {
        defaultErrorHandler(callStack, error)
    }
}
