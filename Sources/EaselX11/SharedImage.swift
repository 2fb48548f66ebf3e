import CX11
import Foundation

/// An X image whose pixels live in a System V shared-memory segment the X server also maps
/// (MIT-SHM), so presenting a frame copies no pixels over the connection.
@MainActor
final class SharedImage {
  /// Set by the X error handler while `XShmAttach` runs when the server refuses the segment.
  nonisolated(unsafe) static var attachFailed = false
  /// Whether an attach is waiting for the server's answer.
  nonisolated(unsafe) static var isAttaching = false

  /// The X image over the segment.
  let image: UnsafeMutablePointer<XImage>
  /// The image's width in pixels.
  let width: Int
  /// The image's height in pixels.
  let height: Int
  /// The segment's description; Xlib keeps a pointer to it in the image, so it lives on the
  /// heap as long as the image does.
  private let info: UnsafeMutablePointer<XShmSegmentInfo>

  /// Makes and attaches a segment for a `width`×`height` image; `nil` when the server cannot
  /// attach it (for example over a network connection).
  init?(
    display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int,
    height: Int
  ) {
    let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    info.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(
        display, visual, UInt32(depth), ZPixmap, nil, info, UInt32(width), UInt32(height))
    else {
      info.deallocate()
      return nil
    }
    let bytes = Int(image.pointee.bytes_per_line) * height
    let id = shmget(IPC_PRIVATE, max(bytes, 1), IPC_CREAT | 0o600)
    guard id >= 0, let address = shmat(id, nil, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      if id >= 0 { shmctl(id, IPC_RMID, nil) }
      _ = image.pointee.f.destroy_image(image)
      info.deallocate()
      return nil
    }
    info.pointee.shmid = id
    info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    info.pointee.readOnly = 1
    image.pointee.data = info.pointee.shmaddr
    SharedImage.attachFailed = false
    SharedImage.isAttaching = true
    let attached = XShmAttach(display, info) != 0
    XSync(display, 0)
    SharedImage.isAttaching = false
    // Marked for removal now: the segment goes away once both sides have detached.
    shmctl(id, IPC_RMID, nil)
    guard attached, !SharedImage.attachFailed else {
      image.pointee.data = nil
      _ = image.pointee.f.destroy_image(image)
      shmdt(address)
      info.deallocate()
      return nil
    }
    self.image = image
    self.width = width
    self.height = height
    self.info = info
  }

  /// Copies rows of premultiplied ARGB pixels into the segment.
  func copy(from bytes: UnsafeRawBufferPointer, bytesPerRow: Int) {
    guard let source = bytes.baseAddress, let target = image.pointee.data else { return }
    let targetRow = Int(image.pointee.bytes_per_line)
    if targetRow == bytesPerRow {
      memcpy(target, source, min(bytes.count, targetRow * height))
    } else {
      let rowBytes = min(targetRow, bytesPerRow)
      for row in 0..<height {
        memcpy(target + row * targetRow, source + row * bytesPerRow, rowBytes)
      }
    }
  }

  /// Copies the pixels of columns `x..<x + width`, rows `y..<y + height` of an image of
  /// premultiplied ARGB rows into the same place in the segment.
  func copy(
    from bytes: UnsafeRawBufferPointer, bytesPerRow: Int, x: Int, y: Int, width: Int, height: Int
  ) {
    guard let source = bytes.baseAddress, let target = image.pointee.data else { return }
    let targetRow = Int(image.pointee.bytes_per_line)
    let left = max(x, 0)
    let right = min(x + width, self.width, bytesPerRow / 4, targetRow / 4)
    let top = max(y, 0)
    let bottom = min(y + height, self.height, bytes.count / max(bytesPerRow, 1))
    guard right > left, bottom > top else { return }
    for row in top..<bottom {
      memcpy(
        target + row * targetRow + left * 4, source + row * bytesPerRow + left * 4,
        (right - left) * 4)
    }
  }

  /// Detaches and frees the segment.
  func release(_ display: OpaquePointer) {
    XShmDetach(display, info)
    XSync(display, 0)
    image.pointee.data = nil
    _ = image.pointee.f.destroy_image(image)
    shmdt(info.pointee.shmaddr)
    info.deallocate()
  }
}
