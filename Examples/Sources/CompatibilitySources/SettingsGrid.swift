import SwiftUI

/// A settings summary laid out as a `Grid`: a heading across the top, labels in a leading
/// column, values in a trailing one, dividers that run the grid's width without widening it,
/// and a tappable value that widens its column for every row.
public struct SettingsGrid: View {
  @State private var longUnits = false

  public init() {}

  public var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
      Text("Settings")
        .font(.headline)
        .accessibilityIdentifier("heading")
      GridRow {
        Text("Name")
          .foregroundStyle(.secondary)
          .accessibilityIdentifier("name-label")
        Text("Ada Lovelace")
          .gridColumnAlignment(.trailing)
          .accessibilityIdentifier("name-value")
      }
      Divider()
        .gridCellUnsizedAxes(.horizontal)
        .accessibilityIdentifier("divider")
      GridRow {
        Text("Units")
          .foregroundStyle(.secondary)
          .accessibilityIdentifier("units-label")
        Text(longUnits ? "Kilometres per hour" : "km/h")
          .foregroundColor(.accentColor)
          .onTapGesture { longUnits.toggle() }
          .accessibilityIdentifier("units-value")
      }
      GridRow {
        Text("Storage")
          .foregroundStyle(.secondary)
          .accessibilityIdentifier("storage-label")
        Text("12.4 GB")
          .accessibilityIdentifier("storage-value")
      }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    .accessibilityIdentifier("settings")
  }
}
