import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// One labelled grid of text styling: every text style and weight, the designs, italic,
/// widths and features, kerning and tracking, concatenated runs in colours, underline and
/// strikethrough, baseline offsets, line spacing, multiline alignment, truncation and
/// non-Latin scripts; in light and dark, at scales 1 and 2.
@MainActor
@Suite struct TextSnapshotTests {
  /// A labelled cell of the grid.
  struct Cell<Content: View>: View {
    let label: String
    let width: CGFloat
    @ViewBuilder let content: Content

    init(_ label: String, width: CGFloat = 170, @ViewBuilder content: () -> Content) {
      self.label = label
      self.width = width
      self.content = content()
    }

    var body: some View {
      VStack(alignment: .leading, spacing: 3) {
        Text(label).font(.caption2).foregroundStyle(.secondary)
        content
      }
      .padding(5)
      .frame(width: width, alignment: .topLeading)
      .background(.quinary)
    }
  }

  struct TextGrid: View {
    static let size = CGSize(width: 760, height: 840)
    static let long = "The quick brown fox jumps over the lazy dog"
    static let styles: [(String, Font)] = [
      ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2),
      ("title3", .title3), ("headline", .headline), ("subheadline", .subheadline),
      ("body", .body), ("callout", .callout), ("footnote", .footnote), ("caption", .caption),
      ("caption2", .caption2),
    ]
    static let weights: [(String, Font.Weight)] = [
      ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
      ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
      ("black", .black),
    ]
    static let designs: [(String, Font.Design)] = [
      ("default", .default), ("serif", .serif), ("rounded", .rounded),
      ("monospaced", .monospaced),
    ]

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        HStack(alignment: .top, spacing: 6) {
          Cell("text styles", width: 230) {
            ForEach(Self.styles, id: \.0) { name, font in
              Text(name).font(font)
            }
          }
          Cell("weights", width: 160) {
            ForEach(Self.weights, id: \.0) { name, weight in
              Text(name).font(.system(size: 17, weight: weight))
            }
          }
          VStack(alignment: .leading, spacing: 6) {
            Cell("designs", width: 310) {
              ForEach(Self.designs, id: \.0) { name, design in
                Text("\(name) 0123 Rag").font(.system(size: 17, design: design))
              }
            }
            Cell("italic, width, features", width: 310) {
              Text("Italic text, ").italic() + Text("bold italic").bold().italic()
              Text("Condensed DejaVu Sans").font(.custom("DejaVu Sans", size: 17).width(.condensed))
              Text("Small Caps Text").font(.body.smallCaps())
              Text("1111 | 8888 proportional")
              Text("1111 | 8888 monospaced").monospacedDigit()
            }
            Cell("custom families", width: 310) {
              Text("DejaVu Serif 17").font(.custom("DejaVu Serif", size: 17))
              Text("Unknown family falls back").font(.custom("No Such Family", size: 17))
            }
          }
        }
        HStack(alignment: .top, spacing: 6) {
          Cell("kerning & tracking", width: 230) {
            Text("KERNING -1").kerning(-1)
            Text("KERNING 0")
            Text("KERNING 3").kerning(3)
            Text("TRACKING 6").tracking(6)
          }
          Cell("concatenated runs", width: 230) {
            Text("Red ").foregroundColor(.red) + Text("green ").foregroundColor(.green).bold()
              + Text("blue").foregroundColor(.blue).italic()
            Text("Small ") + Text("Large").font(.title) + Text(" small")
            Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O and x")
              + Text("2").baselineOffset(7).font(.caption)
            Text("Wrapping ") + Text("across several runs").bold()
              + Text(" keeps one paragraph").foregroundColor(.orange)
          }
          Cell("lines", width: 244) {
            Text("Underlined").underline()
            Text("Red underline").underline(color: .red)
            Text("Struck through").strikethrough()
            Text("Blue strikethrough").strikethrough(color: .blue)
            Text("Under ") + Text("and").underline().bold() + Text(" through").strikethrough()
          }
        }
        HStack(alignment: .top, spacing: 6) {
          ForEach([TextAlignment.leading, .center, .trailing], id: \.self) { alignment in
            Cell("\(String(describing: alignment))", width: 150) {
              Text("A longer first line\nshort\nmiddle one").multilineTextAlignment(alignment)
                .frame(width: 140, alignment: .leading)
            }
          }
          Cell("lineSpacing 8", width: 250) {
            Text("Lines with extra space between them, wrapped in the cell").lineSpacing(8)
          }
        }
        HStack(alignment: .top, spacing: 6) {
          Cell("truncation", width: 300) {
            Text(Self.long).lineLimit(1)
            Text(Self.long).lineLimit(1).truncationMode(.middle)
            Text(Self.long).lineLimit(1).truncationMode(.head)
            Text(Self.long + " and keeps on running").lineLimit(2)
          }
          Cell("non-Latin", width: 402) {
            Text("Árvíztűrő tükörfúrógép őű ŐŰ")
            Text("Съешь же ещё этих мягких булок")
            Text("Größe, Übermaß, Füße äöü ß")
            Text("Ελληνικά: Γαζέες καὶ μυρτιὲς").font(.title3)
          }
        }
      }
      .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [1, 2])
  func textGrid(scheme: ColorScheme, scale: Int) throws {
    try assertSnapshot(
      of: TextGrid(), size: TextGrid.size, scale: CGFloat(scale), colorScheme: scheme,
      named: "text-\(scheme)@\(scale)x")
  }
}
