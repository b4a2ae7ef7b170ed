/// Observes the end of an owner's life: a `Token`'s release, or a started producer's termination.
///
/// Like ReactiveSwift's `Lifetime`: `observeEnded` runs an action when the lifetime ends (at once,
/// returning `nil`, when it already has), and `lifetime += disposable` disposes the disposable then.
/// A start handler's lifetime ends after the produced signal has delivered its terminal event.
///
/// ```swift
/// let (lifetime, token) = Lifetime.make()
/// lifetime.observeEnded { print("ended") }
/// token.dispose()
/// // Prints: ended
/// ```
public final class Lifetime {
    @usableFromInline let disposables: CompositeDisposable

    @usableFromInline
    init(_ disposables: CompositeDisposable) {
        self.disposables = disposables
    }

    /// Creates a lifetime that ends when `token` is disposed or deallocated.
    public convenience init(_ token: Token) {
        self.init(token.disposables)
    }

    /// A new lifetime and the token that ends it.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (Lifetime(token), token)
    }

    /// A lifetime that has already ended.
    public static var empty: Lifetime { emptyLifetime }

    /// The one ended lifetime `empty` returns (ReactiveSwift's is a single instance too).
    // nonisolated(unsafe): immutable after creation (its composite is disposed and stays so).
    nonisolated(unsafe) private static let emptyLifetime: Lifetime = {
        let disposables = CompositeDisposable()
        disposables.dispose()
        return Lifetime(disposables)
    }()

    public var hasEnded: Bool { disposables.isDisposed }

    /// Runs `action` when the lifetime ends; if it already has, runs it now and returns `nil`.
    /// - Returns: a handle that cancels the observation.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
        disposables += action
    }

    /// Disposes `disposable` when `lifetime` ends (at once if it already has).
    @discardableResult
    public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
        lifetime.disposables += disposable
    }

    /// A signal that completes when the lifetime ends (ReactiveSwift's `ended`).
    public var ended: Signal<Never, Never> {
        Signal { observer, lifetime in
            lifetime += self.observeEnded { observer.sendCompleted() }
        }
    }

    /// Ends the lifetime it was created for when disposed or deallocated.
    ///
    /// Same as ReactiveSwift's `Lifetime.Token`: keep it in a stored property of the owner.
    public final class Token {
        let disposables = CompositeDisposable()

        /// Creates a token whose lifetime has not ended.
        public init() {}

        deinit { disposables.dispose() }

        /// Ends the lifetime now.
        public func dispose() { disposables.dispose() }
    }
}
