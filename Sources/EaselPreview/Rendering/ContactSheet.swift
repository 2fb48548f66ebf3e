import Easel
import EaselCairo
import Foundation

/// A labelled contact sheet of a spec: one cell per device it lists (columns) for each colour
/// scheme and text size it lists (rows), each cell the device's canvas with its safe area and
/// display corners, under a label naming the device, size, scheme and text size.
@MainActor
public enum ContactSheet {
  /// The space around and between cells, in points.
  static let margin: CGFloat = 24
  /// The height of a cell's label, in points.
  static let labelHeight: CGFloat = 28

  /// One cell: a device at a scheme and text size.
  public struct Cell: Equatable, Sendable {
    /// The device.
    public var device: SpecDevice
    /// The colour scheme.
    public var colorScheme: ColorScheme
    /// The text size.
    public var textSize: SpecTextSize

    /// The label under which the cell is shown.
    public var label: String {
      var text =
        "\(device.name) — \(SpecParser.format(Double(device.size.width)))×"
        + "\(SpecParser.format(Double(device.size.height))) — \(colorScheme.rawValue)"
      if textSize != .large { text += " — \(textSize.specName)" }
      return text
    }
  }

  /// The cells of `spec`, row by row.
  public static func cells(of spec: Spec) -> [[Cell]] {
    var rows: [[Cell]] = []
    for scheme in spec.colorSchemes {
      for textSize in spec.textSizes {
        rows.append(
          spec.devices.map { Cell(device: $0, colorScheme: scheme, textSize: textSize) })
      }
    }
    return rows
  }

  /// The sheet's size in points.
  public static func size(of spec: Spec) -> CGSize {
    let rows = cells(of: spec)
    let width =
      rows.first.map { row in
        row.reduce(margin) { $0 + $1.device.size.width + margin }
      } ?? margin
    let height = rows.reduce(margin) { total, row in
      total + labelHeight + (row.map(\.device.size.height).max() ?? 0) + margin
    }
    return CGSize(width: width, height: height)
  }

  /// Renders the sheet at `scale`.
  public static func image(
    of spec: Spec, scale: CGFloat = 1, registry: ComponentRegistry = .standard
  ) throws -> CairoImage {
    let view = ContactSheetView(spec: spec, rows: cells(of: spec), registry: registry)
    let graph = ViewGraph(
      root: view, environment: PreviewRenderer.environment(scale: scale, colorScheme: .light),
      textEngine: PangoTextEngine(), imageProvider: CairoImageProvider())
    let driver = FrameDriver(scene: graph, size: size(of: spec), scale: scale)
    driver.background = Color(red: 0.85, green: 0.86, blue: 0.88).resolve(for: .light)
    return try driver.renderImage()
  }
}

/// The sheet as a view: labelled device canvases placed at their origins in the sheet.
struct ContactSheetView: View {
  let spec: Spec
  let rows: [[ContactSheet.Cell]]
  let registry: ComponentRegistry

  /// Every cell with the top-leading corner of its label.
  private var placed: [(cell: ContactSheet.Cell, origin: CGPoint)] {
    var result: [(ContactSheet.Cell, CGPoint)] = []
    var y = ContactSheet.margin
    for row in rows {
      var x = ContactSheet.margin
      for cell in row {
        result.append((cell, CGPoint(x: x, y: y)))
        x += cell.device.size.width + ContactSheet.margin
      }
      y +=
        ContactSheet.labelHeight + (row.map(\.device.size.height).max() ?? 0) + ContactSheet.margin
    }
    return result
  }

  var body: some View {
    let size = ContactSheet.size(of: spec)
    ZStack(alignment: .topLeading) {
      ForEach(Array(placed.enumerated()), id: \.offset) { _, item in
        cellView(item.cell).offset(x: item.origin.x, y: item.origin.y)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }

  private func cellView(_ cell: ContactSheet.Cell) -> some View {
    let insets = cell.device.device?.safeAreaInsets ?? EdgeInsets()
    let corner = cell.device.device?.cornerRadius ?? 0
    return VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: cell.label).font(.system(size: 13, weight: .medium))
        .foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.12))
        .fixedSize()
        .frame(
          width: cell.device.size.width, height: ContactSheet.labelHeight, alignment: .topLeading)
      ZStack {
        cell.colorScheme == .dark ? Color.black : Color.white
        spec.makeView(registry: registry, textSize: cell.textSize).padding(insets)
      }
      .environment(\.colorScheme, cell.colorScheme)
      .environment(\.displayCornerRadius, corner > 0 ? corner : nil)
      .frame(width: cell.device.size.width, height: cell.device.size.height)
      .clipShape(RoundedRectangle(cornerRadius: corner))
      .accessibilityIdentifier(cell.label)
    }
    .fixedSize()
  }
}
