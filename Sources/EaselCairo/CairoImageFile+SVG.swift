import CCairo
import CRsvg
import Foundation

/// SVG files: the markup checked, then parsed by librsvg with the file as its base.
extension CairoImageFile {
  /// Checks that `data` looks like an SVG document that librsvg may be given: it starts with
  /// markup (after a UTF-8 byte order mark and white space), is not compressed or UTF-16, is at
  /// most `maximumSVGFileSize` bytes, has at most `maximumSVGElementCount` elements and does
  /// not use XInclude (which would read other files into the document uncounted).
  ///
  /// Element names cannot be written with character references, so counting tags in the bytes
  /// counts every element the parser will make (and some inside comments, which errs on the
  /// safe side) — as long as no entity expands to markup, which would multiply them uncounted:
  /// so an entity may only be plain text (no `<`, `&` or `%` in its value, no parameter or
  /// external entity). Text entities are held by libxml2's own limits on expansion.
  static func checkSVGMarkup(_ data: Data, path: String) throws(ImageFileError) {
    func failure(_ kind: ImageFileError.Kind, _ reason: String) -> ImageFileError {
      ImageFileError(kind: kind, path: path, reason: reason)
    }
    if data.starts(with: [0x1F, 0x8B]) {
      throw failure(
        .unsupported, "compressed SVG (SVGZ) is not supported; save it as plain SVG")
    }
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) {
      throw failure(.unsupported, "SVG in UTF-16 is not supported; save it as UTF-8")
    }
    var start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.startIndex + 3 : data.startIndex
    while start < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[start]) { start += 1 }
    guard start < data.endIndex, data[start] == UInt8(ascii: "<") else {
      throw failure(.notAnImage, "not a PNG or SVG image")
    }
    guard data.count <= maximumSVGFileSize else {
      throw failure(
        .tooLarge,
        "SVG file of \(data.count) bytes is larger than the limit of \(maximumSVGFileSize) "
          + "bytes (4 MiB)")
    }
    if let problem = data.withUnsafeBytes({ scanTags($0) }) {
      throw failure(problem.kind, problem.reason)
    }
  }

  /// The first problem with the tags of an SVG document's bytes: more than
  /// `maximumSVGElementCount` start tags, an XInclude element, or an entity that is more than
  /// plain text.
  private static func scanTags(
    _ bytes: UnsafeRawBufferPointer
  ) -> (kind: ImageFileError.Kind, reason: String)? {
    let include = Array("include".utf8)
    let entity = Array("!ENTITY".utf8)
    var elements = 0
    var index = 0
    while index < bytes.count - 1 {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "<") else { continue }
      if bytes[(index + 1)...].starts(with: entity),
        !isPlainTextEntity(bytes, from: index + 1 + entity.count)
      {
        return (
          .unsupported,
          "declares an XML entity that is more than plain text (markup, a reference, a "
            + "parameter or an external entity), which Easel does not expand"
        )
      }
      let first = bytes[index + 1]
      // A start tag: a name starts with a letter, an underscore, a colon or a non-ASCII byte.
      guard
        first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
      else { continue }
      elements += 1
      guard elements <= maximumSVGElementCount else {
        return (
          .tooLarge,
          "SVG of more than \(maximumSVGElementCount) elements is larger than the limit"
        )
      }
      var end = index + 1
      while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
      let name = bytes[(index + 1)..<end]
      let local = name.split(separator: UInt8(ascii: ":")).last ?? name
      if local.elementsEqual(include) {
        return (
          .unsupported,
          "uses XInclude (<\(String(decoding: name, as: UTF8.self))>) to read other files "
            + "into the document, which Easel does not load"
        )
      }
    }
    return nil
  }

  /// Whether the entity declaration whose name starts after white space at `start` is a
  /// general entity whose value, in quotes, holds no `<`, `&` or `%`.
  private static func isPlainTextEntity(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
    let space = " \t\r\n".utf8
    var index = start
    func skipSpace() { while index < bytes.count, space.contains(bytes[index]) { index += 1 } }
    skipSpace()
    guard index < bytes.count, bytes[index] != UInt8(ascii: "%") else { return false }
    while index < bytes.count, !space.contains(bytes[index]) { index += 1 }  // the name
    skipSpace()
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { return false }  // SYSTEM or PUBLIC: an external entity
    let quote = bytes[index]
    index += 1
    while index < bytes.count, bytes[index] != quote {
      if "<&%".utf8.contains(bytes[index]) { return false }
      index += 1
    }
    return index < bytes.count
  }

  /// Parses SVG `data` with the file at `url` as its base (so that it may refer to files in
  /// its folder and below, and to nothing else), and finds its natural size in points: its
  /// `width` and `height`, else its view box's, else 100 × 100.
  static func decodeSVG(_ data: Data, url: URL) throws(ImageFileError) -> (
    UnsafeMutablePointer<RsvgHandle>, CGSize
  ) {
    installNestedImageLimit()
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    let stream = g_memory_input_stream_new_from_bytes(bytes)
    g_bytes_unref(bytes)
    let base = g_file_new_for_path(url.path)
    defer {
      g_object_unref(UnsafeMutableRawPointer(stream))
      g_object_unref(UnsafeMutableRawPointer(base))
    }
    var error: UnsafeMutablePointer<GError>?
    guard
      let handle = rsvg_handle_new_from_stream_sync(
        stream, base, RSVG_HANDLE_FLAGS_NONE, nil, &error)
    else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw ImageFileError(
        kind: .damaged, path: url.path,
        reason: "not a valid SVG image (\(Self.readable(librsvgMessage: message)))")
    }
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      var hasViewBox: gboolean = 0
      var viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      width = hasViewBox != 0 ? viewBox.width : 100
      height = hasViewBox != 0 ? viewBox.height : 100
    }
    let limit = Double(maximumSide)
    guard width.isFinite, height.isFinite, (0...limit).contains(width),
      (0...limit).contains(height)
    else {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw ImageFileError(
        kind: .tooLarge, path: url.path,
        reason:
          "SVG image of \(Self.format(width))×\(Self.format(height)) points is larger than the "
          + "limit of \(maximumSide) points a side")
    }
    return (handle, CGSize(width: width, height: height))
  }

  /// Draws the document once into a 16 × 16 surface: librsvg loads the images an SVG refers
  /// to, and reports some errors, only when it draws.
  static func drawOnce(
    _ handle: UnsafeMutablePointer<RsvgHandle>, size: CGSize, path: String
  ) throws(ImageFileError) {
    let key = Self.refusedImageKey
    let thread = Thread.current.threadDictionary
    thread.removeObject(forKey: key)
    defer { thread.removeObject(forKey: key) }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16) else { return }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    var viewport = RsvgRectangle(x: 0, y: 0, width: 16, height: 16)
    var error: UnsafeMutablePointer<GError>?
    let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error)
    if let refused = thread[key] as? String {
      if let error { g_error_free(error) }
      throw ImageFileError(
        kind: .tooLarge, path: path,
        reason:
          "SVG refers to an image of \(refused) pixels, larger than the limit of "
          + "\(maximumPixelCount) pixels (4096×4096)")
    }
    guard drawn == 0 else { return }
    let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    if let error { g_error_free(error) }
    throw ImageFileError(
      kind: .damaged, path: path,
      reason: "librsvg cannot draw the SVG image (\(Self.readable(librsvgMessage: message)))")
  }

  /// librsvg's message on one line, without GLib's error domain and code: "Error domain 1
  /// code 4 on line 1 column 1 of data: Start tag expected" reads "line 1, column 1: Start tag
  /// expected".
  static func readable(librsvgMessage message: String) -> String {
    var text = message.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: " ")
    if let on = text.range(of: " on line "), let of = text.range(of: " of data: "),
      on.upperBound <= of.lowerBound, text.hasPrefix("XML parse error: Error domain")
    {
      let place = text[on.upperBound..<of.lowerBound].replacingOccurrences(
        of: " column ", with: ", column ")
      text = "line \(place): " + text[of.upperBound...]
    }
    return text
  }

  /// A length for a message: whole numbers without a fraction.
  private static func format(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(value)
  }

  // MARK: Images inside SVG documents

  /// The key under which the size-prepared hook notes, for the thread that is drawing, the
  /// size of an image it refused.
  static let refusedImageKey = "EaselCairo.CairoImageFile.refusedImage"

  /// Holds every raster image that librsvg loads (an `<image>` or `<feImage>` in a file or a
  /// `data:` URL) to `maximumPixelCount` and `maximumSide`, before its pixels are allocated.
  ///
  /// librsvg decodes them with GdkPixbuf, whose loaders announce an image's size with the
  /// `size-prepared` signal before they allocate it; a hook on that signal asks an oversized
  /// image for a size of 0 × 0, which every loader takes as "stop: allocate nothing", and the
  /// image fails to load and is not drawn. Installed once, for the whole process.
  static func installNestedImageLimit() {
    _ = nestedImageLimit
  }

  private static let nestedImageLimit: Bool = {
    let type = gdk_pixbuf_loader_get_type()
    // The signals exist once the class is made; keep it for the life of the process.
    _ = g_type_class_ref(type)
    let signal = g_signal_lookup("size-prepared", type)
    guard signal != 0 else { return false }
    g_signal_add_emission_hook(
      signal, 0,
      { _, count, values, _ in
        guard count >= 3, let values else { return 1 }
        let width = Int(g_value_get_int(values + 1))
        let height = Int(g_value_get_int(values + 2))
        guard
          width * height > CairoImageFile.maximumPixelCount
            || width > CairoImageFile.maximumSide || height > CairoImageFile.maximumSide
        else { return 1 }
        if let loader = g_value_get_object(values) {
          gdk_pixbuf_loader_set_size(loader.assumingMemoryBound(to: GdkPixbufLoader.self), 0, 0)
        }
        Thread.current.threadDictionary[CairoImageFile.refusedImageKey] = "\(width)×\(height)"
        // Stay installed.
        return 1
      }, nil, nil)
    return true
  }()
}
