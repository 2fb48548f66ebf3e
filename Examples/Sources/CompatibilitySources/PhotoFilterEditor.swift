import SwiftUI

/// The looks a photo can be shown with.
public enum PhotoFilter: String, CaseIterable, Identifiable {
  case original, mono, invert, warm, fade, shift

  public var id: Self { self }

  var title: String { rawValue.capitalized }
}

/// A stand-in photo drawn with shapes: a sky band over a sun (an elliptical gradient) over a
/// field band, filling whatever frame it is given.
struct SamplePhoto: View {
  var body: some View {
    ZStack {
      EllipticalGradient(
        colors: [.yellow, .orange, .red], center: .center,
        startRadiusFraction: 0, endRadiusFraction: 0.6)
      VStack(spacing: 0) {
        Color.blue
        Color.clear
        Color.clear
        Color.green
      }
    }
    .clipShape(RoundedRectangle(cornerRadius: 8))
  }
}

/// A filter's look, made of SwiftUI's colour effects.
struct FilterLook: ViewModifier {
  let filter: PhotoFilter

  func body(content: Content) -> some View {
    switch filter {
    case .original: content
    case .mono: content.grayscale(1)
    case .invert: content.colorInvert()
    case .warm: content.colorMultiply(Color(red: 1, green: 0.85, blue: 0.6))
    case .fade: content.saturation(0.4).contrast(0.7)
    case .shift: content.hueRotation(.degrees(120))
    }
  }
}

/// A photo editor's filter strip as an iOS app has one: the photo shown through the chosen
/// filter and a brightness slider, a row of thumbnails each showing its filter, and an
/// export button. The filter and brightness are kept for the scene with `@SceneStorage`, so
/// they are back when the editor is closed and opened again; when the photo was last
/// exported is kept with `@AppStorage` (a `Date`).
public struct PhotoFilterEditor: View {
  @SceneStorage("editor.filter") private var filter = PhotoFilter.original
  @SceneStorage("editor.brightness") private var brightness = 0.0
  @AppStorage("editor.lastExport") private var lastExport = Date.distantPast

  public init() {}

  public var body: some View {
    VStack(spacing: 16) {
      SamplePhoto()
        .modifier(FilterLook(filter: filter))
        .brightness(brightness)
        .frame(width: 240, height: 160)
        .accessibilityIdentifier("photo")

      Slider(value: $brightness, in: -0.5...0.5) {
        Text("Brightness")
      }
      .frame(width: 240)
      .accessibilityIdentifier("brightness")

      ScrollView(.horizontal) {
        HStack(spacing: 8) {
          ForEach(PhotoFilter.allCases) { look in
            Button {
              filter = look
            } label: {
              VStack(spacing: 4) {
                SamplePhoto()
                  .modifier(FilterLook(filter: look))
                  .frame(width: 64, height: 48)
                Text(look.title)
                  .font(.caption2)
                  .foregroundStyle(look == filter ? Color.accentColor : Color.primary)
              }
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier(look.rawValue)
          }
        }
        .padding(.horizontal)
      }
      .scrollIndicators(.hidden)

      HStack {
        Text(
          lastExport == .distantPast
            ? "Never exported"
            : "Exported \(lastExport.formatted(date: .numeric, time: .shortened))"
        )
        .font(.footnote)
        .accessibilityIdentifier("lastExport")
        Spacer()
        Button("Export") { lastExport = Date() }
          .accessibilityIdentifier("export")
      }
      .padding(.horizontal)
    }
    .padding(.vertical)
  }
}
