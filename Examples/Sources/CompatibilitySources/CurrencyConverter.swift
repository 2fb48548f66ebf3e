import Combine
import SwiftUI

/// Why a rate could not be had.
public enum RatesError: Error {
  case unavailable
}

/// An exchange-rate service with a completion-handler API, as older SDKs have.
public protocol RatesClient {
  func fetchRate(
    from base: String, to currency: String,
    completion: @escaping (Result<Double, RatesError>) -> Void)
}

/// A currency converter's view model in the Combine style of iOS 13 and 14: the callback API
/// wrapped in `Deferred { Future { … } }`, a new request for each currency with the previous
/// one dropped (`map` + `switchToLatest`), failures turned into no rate (`catch` with `Just`),
/// the rate shared by two pipelines (`share`) and assigned with `assign(to:on:)`.
public final class ConverterModel: ObservableObject {
  public static let currencies = ["EUR", "GBP", "JPY"]

  @Published public var amount = "100"
  @Published public var currency = "EUR"
  @Published public private(set) var result = ""
  @Published public private(set) var isLoading = false
  private var cancellables = Set<AnyCancellable>()

  public init(client: RatesClient) {
    let rate =
      $currency
      .removeDuplicates()
      .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
      .map { currency in
        Deferred {
          Future<Double, RatesError> { promise in
            client.fetchRate(from: "USD", to: currency, completion: promise)
          }
        }
        .map { Optional($0) }
        .catch { _ in Just<Double?>(nil) }
      }
      .switchToLatest()
      .receive(on: RunLoop.main)
      .share()

    rate
      .map { _ in false }
      .assign(to: \.isLoading, on: self)
      .store(in: &cancellables)

    rate
      .combineLatest($amount.map { Double($0) })
      .map { rate, amount -> String in
        guard let rate else { return "Rate unavailable" }
        guard let amount else { return "Enter an amount" }
        return String(format: "%.2f", amount * rate)
      }
      .assign(to: \.result, on: self)
      .store(in: &cancellables)
  }
}

/// The converter: an amount in dollars, the currency to convert to, and the result.
public struct CurrencyConverter: View {
  @StateObject private var model: ConverterModel

  public init(client: RatesClient) {
    _model = StateObject(wrappedValue: ConverterModel(client: client))
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Amount in USD", text: $model.amount)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("amount")
      Picker("Currency", selection: $model.currency) {
        ForEach(ConverterModel.currencies, id: \.self) { Text($0).tag($0) }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("currency")
      HStack {
        Text(model.result)
          .font(.title.monospacedDigit())
          .accessibilityIdentifier("result")
        if model.isLoading {
          ProgressView()
            .accessibilityIdentifier("loading")
        }
      }
    }
    .padding()
  }
}
