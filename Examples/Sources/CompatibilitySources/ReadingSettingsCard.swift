import SwiftUI

/// The themes a reader can pick.
public enum ReadingTheme: String, CaseIterable, Identifiable {
  case paper, sepia, night

  public var id: Self { self }

  var background: Color {
    switch self {
    case .paper: return .white
    case .sepia: return Color(red: 0.96, green: 0.91, blue: 0.8)
    case .night: return Color(red: 0.1, green: 0.1, blue: 0.12)
    }
  }
}

/// A reading-settings card as an iOS app has one: a segmented `Picker` for the theme, a
/// `ColorPicker` for the highlight, `LabeledContent` rows, a stepper for the text size and
/// a toggle that dims photos. The choices are kept with `@AppStorage`, so they are there the
/// next time the card is shown; the preview swatch shows them (an elliptical gradient of the
/// highlight, greyed and darkened when photos are dimmed).
public struct ReadingSettingsCard: View {
  @AppStorage("reading.theme") private var theme: ReadingTheme = .paper
  @AppStorage("reading.textSize") private var textSize = 17
  @AppStorage("reading.dimPhotos") private var dimPhotos = false
  @State private var highlight = Color.yellow

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Reading").font(.headline)

      Picker("Theme", selection: $theme) {
        ForEach(ReadingTheme.allCases) { theme in
          Text(theme.rawValue.capitalized).tag(theme)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("theme")

      LabeledContent("Theme", value: theme.rawValue.capitalized)
        .accessibilityIdentifier("themeName")

      ColorPicker("Highlight", selection: $highlight)
        .accessibilityIdentifier("highlight")

      LabeledContent("Text size") {
        Stepper("\(textSize) pt", value: $textSize, in: 12...28, step: 1)
          .accessibilityIdentifier("textSize")
      }

      Toggle("Dim photos", isOn: $dimPhotos)
        .accessibilityIdentifier("dimPhotos")

      RoundedRectangle(cornerRadius: 12)
        .fill(EllipticalGradient(colors: [highlight, theme.background]))
        .frame(height: 60)
        .saturation(dimPhotos ? 0.3 : 1)
        .brightness(dimPhotos ? -0.15 : 0)
        .accessibilityIdentifier("swatch")
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.95)))
    .padding()
  }
}
