extension ObservableType {
    /// Subscribes closures that also receive `object`, held weakly: once it is gone, nothing more is called.
    ///
    /// Same as RxSwift's `subscribe(with:onNext:onError:onCompleted:onDisposed:)`. Because an `onError`
    /// closure is always passed on, an error never reaches `Hooks.defaultErrorHandler` (as in RxSwift).
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Observable.just("Inbox").subscribe(with: screen, onNext: { screen, title in screen.title = title })
    /// print(screen.title)
    /// // Prints: Inbox
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weakly(object, onNext),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed))
    }
}
