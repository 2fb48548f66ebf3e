import Easel

/// A colour in a spec: `"#RRGGBB"`, `"#RRGGBBAA"`, a system colour name, or
/// `{"color": <colour>, "opacity": <0...1>}`.
public indirect enum SpecColor: Equatable, Sendable {
  /// A constant sRGB colour from a hex string; `alpha` is 255 for `#RRGGBB`.
  case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  /// A named system colour, which adapts to the colour scheme.
  case system(SpecSystemColor)
  /// A colour with its opacity multiplied by a factor in `0...1`.
  case opacity(SpecColor, Double)

  /// Parses a string form: a hex colour or a system colour name; `nil` for anything else.
  public init?(string: String) {
    if let system = SpecSystemColor(rawValue: string) {
      self = .system(system)
      return
    }
    let scalars = Array(string.unicodeScalars)
    guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
    var components: [UInt8] = []
    var index = 1
    while index < scalars.count {
      guard let high = Self.hexValue(scalars[index]), let low = Self.hexValue(scalars[index + 1])
      else { return nil }
      components.append(high << 4 | low)
      index += 2
    }
    self = .rgba(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 255)
  }

  /// The colour this spec value describes.
  public var color: Color {
    switch self {
    case .rgba(let red, let green, let blue, let alpha):
      Color(
        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
        opacity: Double(alpha) / 255)
    case .system(let name):
      name.color
    case .opacity(let base, let factor):
      base.color.opacity(factor)
    }
  }

  /// The value of one hexadecimal digit, either case.
  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": UInt8(scalar.value - 48)
    case "a"..."f": UInt8(scalar.value - 87)
    case "A"..."F": UInt8(scalar.value - 55)
    default: nil
    }
  }
}

extension SpecColor: Codable {
  /// Reads any colour form; in a component's `props`, errors name the key path and location.
  public init(from decoder: any Decoder) throws {
    if let specDecoder = decoder as? SpecPropsDecoder {
      self = try specDecoder.context.parser.color(specDecoder.value, at: specDecoder.path)
      return
    }
    let string = try decoder.singleValueContainer().decode(String.self)
    guard let color = SpecColor(string: string) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "not a colour: \(string)"))
    }
    self = color
  }

  /// Writes the colour in the form a spec reads.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .rgba(let red, let green, let blue, let alpha):
      var container = encoder.singleValueContainer()
      var text = "#" + [red, green, blue].map { Self.hex($0) }.joined()
      if alpha != 255 { text += Self.hex(alpha) }
      try container.encode(text)
    case .system(let name):
      var container = encoder.singleValueContainer()
      try container.encode(name.rawValue)
    case .opacity(let base, let opacity):
      var container = encoder.container(keyedBy: SpecCodingKey.self)
      try container.encode(base, forKey: SpecCodingKey(stringValue: "color"))
      try container.encode(opacity, forKey: SpecCodingKey(stringValue: "opacity"))
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }
}
