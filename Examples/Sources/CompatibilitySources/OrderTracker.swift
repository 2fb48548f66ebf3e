import SwiftUI
import UIKit

/// An order being delivered.
public struct Order {
  public var number: Int
  public var total: Decimal
  public var items: Int
  public var courierPhone: URL

  public init(number: Int, total: Decimal, items: Int, courierPhone: URL) {
    self.number = number
    self.total = total
    self.items = items
    self.courierPhone = courierPhone
  }

  public static let sample = Order(
    number: 1042, total: Decimal(string: "23.5")!, items: 3,
    courierPhone: URL(string: "tel:+441632960123")!)
}

/// A delivery-tracking card written the way much iOS code still is, with the older API:
/// it checks for news whenever the app comes back to the foreground (`scenePhase` and the
/// one-parameter `onChange(of:perform:)`); the status badge keeps the width of its longest
/// text with a `hidden()` copy, inside a `border`; the total is formatted as currency in the
/// environment's locale; the colours are UIKit's (a dynamic `UIColor` for the card), the
/// background reaches the screen's edges (`edgesIgnoringSafeArea`), and the courier is
/// called with `UIApplication.shared.open`.
public struct OrderTracker: View {
  static let statuses = ["Placed", "Preparing", "Out for delivery", "Delivered"]

  let order: Order
  @Environment(\.scenePhase) private var scenePhase
  @State private var step = 0
  @State private var checks = 0

  public init(order: Order = .sample) {
    self.order = order
  }

  var cardColor: UIColor {
    UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 0.16, green: 0.16, blue: 0.2, alpha: 1)
        : UIColor(red: 1, green: 0.97, blue: 0.9, alpha: 1)
    }
  }

  public var body: some View {
    ZStack {
      Color(uiColor: cardColor)
        .edgesIgnoringSafeArea(.all)

      VStack(alignment: .leading, spacing: 10) {
        HStack {
          Text("Order #\(order.number)")
            .font(.headline)
          Spacer()
          ZStack {
            Text("Out for delivery").hidden()
            Text(Self.statuses[step])
          }
          .font(.caption.weight(.semibold))
          .padding(4)
          .border(Color(uiColor: .separator), width: 1)
          .accessibilityIdentifier("badge")
        }
        Text(order.total, format: .currency(code: "EUR"))
          .font(.title2)
          .accessibilityIdentifier("total")
        Text("\(order.items) items · checked \(checks) times")
          .foregroundColor(Color(UIColor.secondaryLabel))
          .accessibilityIdentifier("checks")
        if step == 2 {
          Button("Call courier") {
            UIApplication.shared.open(order.courierPhone)
          }
          .accessibilityIdentifier("call")
        }
      }
      .padding()
    }
    .onChange(of: scenePhase) { phase in
      // Back in the foreground: ask the server, which says the order has moved on.
      if phase == .active {
        checks += 1
        step = min(step + 1, Self.statuses.count - 1)
      }
    }
  }
}
