import SwiftUI

/// A download in a list: a label with a symbol, a bar while it runs, a check when done.
public struct DownloadRow: View {
  let name: String
  let received: Double
  let size: Double

  public init(name: String, received: Double, size: Double) {
    self.name = name
    self.received = received
    self.size = size
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(name, systemImage: received >= size ? "checkmark.circle.fill" : "arrow.down.circle")
        .font(.headline)
        .accessibilityIdentifier("name")
      if received < size {
        ProgressView(value: received, total: size) {
          Text("Downloading")
        } currentValueLabel: {
          Text("\(Int(received)) of \(Int(size)) MB")
        }
        .tint(.orange)
        .accessibilityIdentifier("progress")
      }
    }
    .padding()
  }
}
