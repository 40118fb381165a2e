import Dispatch
import TestSupport
import TypeLintSyntax
import XCTest

/// `concurrentMap(needs:_:)` makes each item after the items it needs, on all cores, and hands it their values.
final class ConcurrentMapTests: XCTestCase {
    /// Random graphs without cycles (an item needs only items before it): each value is the number of items it reaches
    /// through its needs, itself included, which a make run before one of its needs would get wrong or crash on.
    func testEveryItemIsMadeAfterWhatItNeedsWithTheirValues() {
        var random = SplitMix64(seed: 35)
        for _ in 0..<200 {
            let count = Int.random(in: 0...30, using: &random)
            let needs = (0..<count).map { item in
                item == 0 ? [] : (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0..<item, using: &random) }
            }
            func reached(_ item: Int) -> Set<Int> { needs[item].reduce(into: [item]) { $0.formUnion(reached($1)) } }
            let made = concurrentMap(needs: needs) { item, values -> Set<Int> in
                XCTAssertEqual(values.count, needs[item].count)
                return values.reduce(into: [item]) { $0.formUnion($1) }
            }
            XCTAssertEqual(made, (0..<count).map(reached))
        }
    }

    /// Items listed before what they need, and a make that itself maps on all cores (as a module's index does).
    func testNeedsMayPointForwardAndMakesMayMapConcurrently() {
        let needs = [[1, 2], [3], [3], [], [0]]
        let made = concurrentMap(needs: needs) { item, values in
            concurrentMap(Array(0..<10)) { $0 }.reduce(item, +) + values.reduce(0, +)
        }
        XCTAssertEqual(made[3], 45 + 3)
        XCTAssertEqual(made[1], 45 + 1 + 48)
        XCTAssertEqual(made[2], 45 + 2 + 48)
        XCTAssertEqual(made[0], 45 + 94 + 95)
        XCTAssertEqual(made[4], 49 + made[0])
    }

    /// A background value is the one made, asked for once or twice, whether the maker asks at once or after other work.
    func testABackgroundValueIsWhatItsMakeReturns() {
        let soon = Background { (0..<1_000).reduce(0, +) }
        XCTAssertEqual(soon.value, 499_500)
        XCTAssertEqual(soon.value, 499_500)
        let later = Background { concurrentMap(Array(0..<100)) { $0 * 2 } }
        XCTAssertEqual(concurrentMap(Array(0..<100)) { $0 }.reduce(0, +), 4_950)
        XCTAssertEqual(later.value.reduce(0, +), 9_900)
        // Asked from every worker of a map at once, perhaps before a thread has started it: each gets the one value, made once.
        let counter = Counter()
        let shared = Background { counter.increment() }
        XCTAssertEqual(concurrentMap(Array(0..<64)) { _ in shared.value }, Array(repeating: 1, count: 64))
        XCTAssertEqual(counter.count, 1)
    }
}

/// Counts its increments from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private(set) var count = 0

    func increment() -> Int {
        lock.wait()
        defer { lock.signal() }
        count += 1
        return count
    }
}
