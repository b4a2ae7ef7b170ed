import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import Scheduling

/// Builds each style's view model on the shared clock and connects it to the scenario's inputs
/// and recorder: the only place in the cookbook that knows the three styles' APIs.
enum StyleWiring {
    /// Every push test scheduler uses a 1 ms tick, so RxTest's one-tick processing delay after
    /// `observe(on:)` stays inside a 100 ms frame.
    static let pushResolution = 0.001

    /// The push view model over `service`: on a test scheduler on `clock`, or on the immediate family.
    static func pushModel(_ clock: VirtualClock, _ service: WebService, immediate: Bool = false) -> PushLibraryViewModel {
        let scheduler = PushStreamsTest.TestScheduler(clock: clock, resolution: pushResolution)
        return PushLibraryViewModel(webService: service, schedulers: immediate ? .immediate : .test(scheduler))
    }

    /// The pull view model over `service`: on a test scheduler on `clock`, or on the immediate family.
    static func pullModel(_ clock: VirtualClock, _ service: WebService, immediate: Bool = false) -> PullLibraryViewModel {
        let scheduler = PullStreams.TestScheduler(clock: clock)
        return PullLibraryViewModel(webService: service, schedulers: immediate ? .immediate : .test(scheduler))
    }

    /// The pub-sub view model over `service`: on a test scheduler on `clock`, or on the immediate family.
    static func pubSubModel(_ clock: VirtualClock, _ service: WebService, immediate: Bool = false) -> PubSubLibraryViewModel {
        let scheduler = DispatchQueue.test(clock: clock)
        return PubSubLibraryViewModel(webService: service, schedulers: immediate ? .immediate : .test(scheduler))
    }

    /// Taps the style's fetch button at each input event and records the label text; the
    /// recorder subscribes at `subscribeAt` nanoseconds (0: before anything happens).
    static func taps(
        _ style: Style, clock: VirtualClock, recorder: TimelineRecorder, service: WebService, taps: [TimelineEvent],
        subscribeAt: Int64 = 0
    ) -> [Any] {
        let viewModel: AnyObject
        let subscribe: () -> Any
        let tap: () -> Void
        switch style {
        case .push:
            let push = pushModel(clock, service)
            viewModel = push
            subscribe = {
                push.output.text.subscribe(onNext: recorder.value, onError: recorder.error, onCompleted: recorder.completed)
            }
            tap = { push.input.tap.onNext(()) }
        case .pull:
            let pull = pullModel(clock, service)
            viewModel = pull
            subscribe = {
                pull.output.text.observe(
                    Signal<String, Never>.Observer(
                        value: recorder.value, completed: recorder.completed, interrupted: recorder.completed
                    )) as Any
            }
            tap = { pull.input.tap.send(value: ()) }
        case .pubsub:
            let pubSub = pubSubModel(clock, service)
            viewModel = pubSub
            subscribe = { pubSub.output.text.sink(receiveCompletion: { _ in recorder.completed() }, receiveValue: recorder.value) }
            tap = { pubSub.input.tap.send() }
        }
        let subscriptions = KeepAlive()
        clock.schedule(at: subscribeAt) { subscriptions.items.append(subscribe()) }
        for event in taps { clock.schedule(at: event.time, tap) }
        return [viewModel, subscriptions]
    }

    /// Types each input event's value into the style's search field and records the label text.
    /// With `immediate`, the view model gets the immediate scheduler family instead of test schedulers.
    static func search(
        _ style: Style, clock: VirtualClock, recorder: TimelineRecorder, service: WebService, queries: [TimelineEvent],
        immediate: Bool = false
    ) -> [Any] {
        let typed = queries.compactMap { event in event.notification.value.map { (time: event.time, query: $0) } }
        switch style {
        case .push:
            let viewModel = pushModel(clock, service, immediate: immediate)
            let subscription = viewModel.output.searchText.subscribe(
                onNext: recorder.value, onError: recorder.error, onCompleted: recorder.completed
            )
            for (time, query) in typed { clock.schedule(at: time) { viewModel.input.query.onNext(query) } }
            return [viewModel, subscription]
        case .pull:
            let viewModel = pullModel(clock, service, immediate: immediate)
            let subscription = viewModel.output.searchText.observe(
                Signal<String, Never>.Observer(
                    value: recorder.value, completed: recorder.completed, interrupted: recorder.completed
                ))
            for (time, query) in typed { clock.schedule(at: time) { viewModel.input.query.send(value: query) } }
            return [viewModel, subscription as Any]
        case .pubsub:
            let viewModel = pubSubModel(clock, service, immediate: immediate)
            let subscription = viewModel.output.searchText.sink(
                receiveCompletion: { _ in recorder.completed() }, receiveValue: recorder.value
            )
            for (time, query) in typed { clock.schedule(at: time) { viewModel.input.query.send(query) } }
            return [viewModel, subscription]
        }
    }

    /// Subscribes to the style's `autoRefresh()` at time 0 and records it.
    static func autoRefresh(_ style: Style, clock: VirtualClock, recorder: TimelineRecorder, service: WebService) -> [Any] {
        switch style {
        case .push:
            let viewModel = pushModel(clock, service)
            let subscription = viewModel.autoRefresh().subscribe(
                onNext: recorder.value, onError: recorder.error, onCompleted: recorder.completed
            )
            return [viewModel, subscription]
        case .pull:
            let viewModel = pullModel(clock, service)
            let subscription = viewModel.autoRefresh().start(
                Signal<String, Never>.Observer(
                    value: recorder.value, completed: recorder.completed, interrupted: recorder.completed
                ))
            return [viewModel, subscription]
        case .pubsub:
            let viewModel = pubSubModel(clock, service)
            let subscription = viewModel.autoRefresh().sink(
                receiveCompletion: { _ in recorder.completed() }, receiveValue: recorder.value
            )
            return [viewModel, subscription]
        }
    }

    /// Subscribes to the style's cold `ensureLibraryExists(library:)` at time 0 and records it.
    static func ensureExists(
        _ style: Style, clock: VirtualClock, recorder: TimelineRecorder, service: WebService, library: Library
    ) -> [Any] {
        switch style {
        case .push:
            let viewModel = pushModel(clock, service)
            let subscription = viewModel.ensureLibraryExists(library: library).subscribe(
                onNext: { recorder.value("\($0)") }, onError: recorder.error, onCompleted: recorder.completed
            )
            return [viewModel, subscription]
        case .pull:
            let viewModel = pullModel(clock, service)
            let subscription = viewModel.ensureLibraryExists(library: library).start(
                Signal<Bool, URLError>.Observer(
                    value: { recorder.value("\($0)") }, failed: recorder.error,
                    completed: recorder.completed, interrupted: recorder.completed
                ))
            return [viewModel, subscription]
        case .pubsub:
            let viewModel = pubSubModel(clock, service)
            let subscription = viewModel.ensureLibraryExists(library: library).sink(
                receiveCompletion: { completion in
                    if case let .failure(error) = completion { recorder.error(error) } else { recorder.completed() }
                },
                receiveValue: { recorder.value("\($0)") }
            )
            return [viewModel, subscription]
        }
    }

    /// The blocking-first pattern itself: block (with a timeout) on the first value of the check.
    static func firstValue(_ style: Style, service: WebService, library: Library) throws -> String {
        switch style {
        case .push:
            let viewModel = PushLibraryViewModel(webService: service, schedulers: .immediate)
            let first = try viewModel.ensureLibraryExists(library: library).toBlocking(timeout: 1).first()
            return first.map { "\($0)" } ?? "nothing"
        case .pull:
            let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
            switch viewModel.ensureLibraryExists(library: library).first(timeout: 1) {
            case let .success(value)?: return "\(value)"
            case let .failure(.failed(error))?: throw error
            case let .failure(error)?: throw error
            case nil: return "nothing"
            }
        case .pubsub:
            let viewModel = PubSubLibraryViewModel(webService: service, schedulers: .immediate)
            return "\(try viewModel.ensureLibraryExists(library: library).firstValue(timeout: 1))"
        }
    }
}

/// Subscriptions made while the clock runs, kept until the scenario ends.
final class KeepAlive {
    var items: [Any] = []
}
