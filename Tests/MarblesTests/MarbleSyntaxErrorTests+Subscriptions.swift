import Marbles
import Testing

extension MarbleSyntaxErrorTests {
    @Test func testSubscription_UnsubscribeBeforeSubscribe() {
        #expect(
            subscriptionError("--!")?.description == """
                invalid marble diagram at column 3: `!` before any `^`
                  --!
                    ^
                expected `^` (the subscription) before `!`
                """)
    }

    @Test func testSubscription_TwoSubscriptionPointsAndTwoUnsubscriptions() {
        #expect(
            subscriptionError("^--^")?.description == """
                invalid marble diagram at column 4: a second `^` (the first is at column 1)
                  ^--^
                     ^
                expected one `^` per subscription diagram (write one diagram per subscription)
                """)
        #expect(
            subscriptionError("^-!-!")?.description == """
                invalid marble diagram at column 5: a second `!` (the first is at column 3)
                  ^-!-!
                      ^
                expected at most one `!` per subscription diagram
                """)
    }

    @Test func testSubscription_NoSubscriptionPoint() {
        #expect(
            subscriptionError("---")?.description == """
                invalid marble diagram at column 4: no subscription point
                  ---
                     ^
                expected `^` where the subscription starts
                """)
    }

    @Test func testSubscription_BadDemands() {
        #expect(
            subscriptionError("^(0)")?.description == """
                invalid marble diagram at column 3: demand `(0)`
                  ^(0)
                    ^
                expected a positive number of values such as `(2)`, or `(*)` for unlimited
                """)
        #expect(
            subscriptionError("^-(2")?.description == """
                invalid marble diagram at column 5: unfinished demand `(2`
                  ^-(2
                      ^
                expected `)` to close the demand, as in `(2)` or `(*)`
                """)
        #expect(
            subscriptionError("^(2)(1)")?.description == """
                invalid marble diagram at column 5: a second demand in frame 0
                  ^(2)(1)
                      ^
                expected one demand per frame (add them up)
                """)
        #expect(subscriptionError("(2)^")?.column == 1)
        #expect(subscriptionError("-(2)^")?.column == 2)
        #expect(subscriptionError("^-!(1)")?.column == 4)
        #expect(subscriptionError("(^(2)!)")?.column == 3)
        #expect(subscriptionError("^-x")?.column == 3)
        #expect(subscriptionError("^--(^!)")?.column == 5)
        #expect(subscriptionError("^(!")?.column == 2)
    }
}
