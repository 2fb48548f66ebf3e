import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `CurrencyConverter` (Combine's `Deferred`, `Future`, `switchToLatest`, `catch`, `share`,
/// `assign(to:on:)` and `receive(on:)`), driven through `ViewHost`: the segmented picker
/// tapped, the amount typed, and the rates service answering when the test says.
@MainActor
@Suite struct CurrencyConverterSourceTests {
  /// A rates service that answers when told to: each request waits for `answer`.
  final class PendingRates: RatesClient {
    private(set) var requests: [String] = []
    private var waiting: [String: (Result<Double, RatesError>) -> Void] = [:]

    func fetchRate(
      from base: String, to currency: String,
      completion: @escaping (Result<Double, RatesError>) -> Void
    ) {
      requests.append(currency)
      waiting[currency] = completion
    }

    func answer(_ currency: String, with result: Result<Double, RatesError>) {
      waiting.removeValue(forKey: currency)?(result)
    }
  }

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  /// Taps the picker's segment for `currency`.
  func choose<V: View>(_ currency: String, in host: ViewHost<V>) throws {
    let picker = try #require(host.frame(of: "currency"))
    let index = try #require(ConverterModel.currencies.firstIndex(of: currency))
    let width = picker.width / CGFloat(ConverterModel.currencies.count)
    #expect(
      host.tap(at: CGPoint(x: picker.minX + width * (CGFloat(index) + 0.5), y: picker.midY)))
  }

  static let size = CGSize(width: 390, height: 260)

  @Test func theAmountIsConvertedAtTheRateOnceItComes() throws {
    let rates = PendingRates()
    let host = ViewHost(CurrencyConverter(client: rates), size: Self.size)
    #expect(rates.requests == ["EUR"])
    #expect(host.frame(of: "loading") != nil)
    #expect(label(host, "result") == "")
    host.perform { rates.answer("EUR", with: .success(0.9)) }
    #expect(label(host, "result") == "90.00")
    #expect(host.frame(of: "loading") == nil)
    host.type("", into: "amount")
    host.press("a", modifiers: .control)
    host.type("250")
    #expect(label(host, "result") == "225.00")
    // The same rate is not asked for again.
    #expect(rates.requests == ["EUR"])
  }

  @Test func onlyTheLatestCurrencysRateIsShown() throws {
    let rates = PendingRates()
    let host = ViewHost(CurrencyConverter(client: rates), size: Self.size)
    host.perform { rates.answer("EUR", with: .success(0.9)) }
    try choose("GBP", in: host)
    #expect(host.frame(of: "loading") != nil)
    try choose("JPY", in: host)
    #expect(rates.requests == ["EUR", "GBP", "JPY"])
    // GBP's answer comes after JPY was chosen: switchToLatest has dropped it.
    host.perform { rates.answer("GBP", with: .success(0.8)) }
    #expect(label(host, "result") == "90.00")
    #expect(host.frame(of: "loading") != nil)
    host.perform { rates.answer("JPY", with: .success(150)) }
    #expect(label(host, "result") == "15000.00")
    #expect(host.frame(of: "loading") == nil)
  }

  @Test func aFailedRequestSaysSo() throws {
    let rates = PendingRates()
    let host = ViewHost(CurrencyConverter(client: rates), size: Self.size)
    host.perform { rates.answer("EUR", with: .failure(.unavailable)) }
    #expect(label(host, "result") == "Rate unavailable")
    #expect(host.frame(of: "loading") == nil)
    // The pipeline lives on after a failure (it was caught): the next currency converts.
    try choose("GBP", in: host)
    host.perform { rates.answer("GBP", with: .success(0.8)) }
    #expect(label(host, "result") == "80.00")
  }
}
