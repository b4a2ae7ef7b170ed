import Synchronization

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
    /// Guards `made` and `flags`: a run's lifetime shares its signal core's lock, one made over a
    /// composite shares the composite's.
    @usableFromInline let lock: CriticalSection
    /// The composite that ends with the lifetime: given at creation, or made on first use (a start
    /// handler that never touches its lifetime, such as every inner run of B5c and B7, costs no
    /// composite). Only touched under `lock`, and only once `flags` says it was made.
    /// (`Optional<...>`, not `?`: no implicit `nil` default, whose overwrite in `init` costs an
    /// exclusivity check.)
    // swift-format-ignore: UseShorthandTypeNames
    @usableFromInline var made: Optional<CompositeDisposable>
    /// `endedFlag` (the run has ended: a composite made later comes disposed) and
    /// `compositeFlag` (`made` is set), changed under `lock`. An atomic (a `let`) rather than
    /// `var`s: every access to a class's `var` is a dynamic exclusivity check, and ending a lifetime
    /// without a composite (twice a query in B7) now touches none.
    @usableFromInline let flags: Atomic<UInt8>
    @usableFromInline static var endedFlag: UInt8 { 1 }
    @usableFromInline static var compositeFlag: UInt8 { 2 }

    @usableFromInline
    init(_ disposables: CompositeDisposable) {
        lock = disposables.lock
        made = disposables
        flags = Atomic(Self.compositeFlag)
    }

    /// A run's lifetime, guarded by the run's `lock`. It does not hold the run, so keeping it (or
    /// capturing it in what it disposes) does not keep the run alive; the run ends it.
    @usableFromInline
    init(sharing lock: CriticalSection, ended: Bool) {
        self.lock = lock
        made = nil
        flags = Atomic(ended ? Self.endedFlag : 0)
    }

    /// The composite (made if needed), and whether it must be disposed now; under `lock`.
    @inlinable
    func compositeLocked() -> (CompositeDisposable, mustDispose: Bool) {
        let current = flags.load(ordering: .relaxed)
        if current & Self.compositeFlag != 0, let made { return (made, false) }
        let composite = CompositeDisposable(sharing: lock)
        made = composite
        flags.store(current | Self.compositeFlag, ordering: .relaxed)
        return (composite, current & Self.endedFlag != 0)
    }

    /// Ends the lifetime under `lock`: returns the composite to dispose (outside the lock), if made.
    @inlinable
    func endLocked() -> CompositeDisposable? {
        let previous = flags.bitwiseOr(Self.endedFlag, ordering: .relaxed).oldValue
        return previous & Self.compositeFlag != 0 ? made : nil
    }

    /// The composite disposed when the lifetime ends, made on first use.
    @inlinable
    var disposables: CompositeDisposable {
        let (composite, mustDispose) = lock.run { compositeLocked() }
        if mustDispose { composite.dispose() }  // outside the lock: it takes the same one
        return composite
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

    public var hasEnded: Bool {
        lock.run {
            let current = flags.load(ordering: .relaxed)
            return current & Self.endedFlag != 0 || (current & Self.compositeFlag != 0 && made?.isDisposed == true)
        }
    }

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
