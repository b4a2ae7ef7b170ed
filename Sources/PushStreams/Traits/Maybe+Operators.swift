// The operators RxSwift defines for `Maybe` only (its Maybe.swift): each runs the Observable operator of the
// same name on the underlying sequence and keeps the trait, except `ifEmpty`, which can make it a `Single`. Those
// it defines for `Single` and for `Maybe` alike are declared once, in PrimitiveSequence+ElementOperators.swift.

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Runs side effects for the events, the subscription and the disposal.
    ///
    /// Same as RxSwift's `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Succeeds with `default` when this completes empty.
    ///
    /// Same as RxSwift's `ifEmpty(default:)`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when this completes empty.
    ///
    /// Same as RxSwift's `ifEmpty(switchTo:)` to a `Maybe`.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` when this completes empty, so the result always has an element.
    ///
    /// Same as RxSwift's `ifEmpty(switchTo:)` to a `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmpty(switchTo: other.asObservable()))
    }

}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Equal kinds with equal elements; errors are equal when their `"\(error)"` texts are.
    ///
    /// RxSwift puts this conformance in RxTest (comparing `NSError` domain and code too on Darwin).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.success(left), .success(right)): return left == right
        case let (.error(left), .error(right)): return "\(left)" == "\(right)"
        case (.completed, .completed): return true
        default: return false
        }
    }
}
