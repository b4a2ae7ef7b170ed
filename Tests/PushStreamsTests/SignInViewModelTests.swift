import PushStreams
import PushStreamsTest
import XCTest

// The sign-in view model as RxSwift testing talks write it: combineLatest of five inputs with a result
// selector, then compactMap and flatMapLatest into the API call. It compiles against PushStreams unchanged but
// for the import, and its timeline is tested in virtual time.

/// A sign-in view model: a request goes out on each tap while both fields are valid; a newer tap cancels an
/// older request still in flight.
private struct SignInViewModel {
    let signIn: Observable<String>

    init(
        emailText: Observable<String>, passwordText: Observable<String>, signInButtonTap: Observable<Void>,
        signInRequest: @escaping (_ email: String, _ password: String) -> Observable<String>
    ) {
        let emailIsValid = emailText.map { $0.contains("@") }
        let passwordIsValid = passwordText.map { $0.count >= 6 }
        signIn = Observable.combineLatest(
            emailText, emailIsValid, passwordText, passwordIsValid, signInButtonTap,
            resultSelector: { email, emailValid, password, passwordValid, _ -> (String, String)? in
                emailValid && passwordValid ? (email, password) : nil
            }
        )
        .compactMap { $0 }
        .flatMapLatest { credentials in signInRequest(credentials.0, credentials.1) }
    }
}

final class SignInViewModelTests: PushTestCase {
    func testSignIn_ValidFields_LatestTapWins_AndTheCombineLatestGlitch() {
        // Given
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([.next(210, "ann@example.com")])
        let password = scheduler.createHotObservable([.next(220, "secret!"), .next(270, "short")])
        let taps = scheduler.createHotObservable([.next(230, ()), .next(240, ()), .next(280, ())])
        var requests: [TestableObservable<String>] = []
        let viewModel = SignInViewModel(
            emailText: email.asObservable(), passwordText: password.asObservable(),
            signInButtonTap: taps.asObservable(),
            signInRequest: { email, password in
                let request = scheduler.createColdObservable([.next(20, "token for \(email)/\(password)"), .completed(20)])
                requests.append(request)
                return request.asObservable()
            })

        // When
        let res = scheduler.start { viewModel.signIn }

        // Then: the tap at 230 is cancelled by the one at 240. At 270 the password turns invalid, but
        // combineLatest first hears the new text (subscribed before its validity, which is derived from it) while
        // the old validity still says valid: one request goes out with "short" (RxSwift does the same: the hot
        // source calls its observers in subscription order). The validity then turns false, so the tap at 280
        // sends nothing.
        XCTAssertEqual(
            res.events,
            [
                .next(260, "token for ann@example.com/secret!"), .next(290, "token for ann@example.com/short"),
            ])
        XCTAssertEqual(
            requests.map(\.subscriptions),
            [[Subscription(230, 240)], [Subscription(240, 260)], [Subscription(270, 290)]])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 1000)])
    }

    func testSignIn_InvalidEmail_NoRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([.next(210, "not an email")])
        let password = scheduler.createHotObservable([.next(220, "secret!")])
        let taps = scheduler.createHotObservable([.next(230, ())])
        var requestCount = 0
        let viewModel = SignInViewModel(
            emailText: email.asObservable(), passwordText: password.asObservable(),
            signInButtonTap: taps.asObservable(),
            signInRequest: { _, _ in
                requestCount += 1
                return .just("token")
            })
        let res = scheduler.start { viewModel.signIn }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(requestCount, 0)
    }
}
