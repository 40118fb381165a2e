import Foundation
import TypeLintDriver
import TypeLintRules
import XCTest

final class DriverTests: XCTestCase {
}
