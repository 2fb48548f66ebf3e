import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every program that draws with Easel links mimalloc as its allocator (`EaselCairo`'s linker
/// settings): it keeps objects of one size together in the order they were made, which makes
/// laying out a large tree cheaper per node (docs/performance.md).
@Suite struct ProcessAllocatorTests {
  /// The file mapped where `symbol` resolves in this process, by the dynamic linker's lookup
  /// (`dladdr` is not visible from Swift, so the mapping is found in `/proc/self/maps`).
  func library(defining symbol: String) throws -> String {
    let address = UInt(
      bitPattern: try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol)))
    // Read to the end rather than by the file's size: files in /proc report a size of 0.
    let file = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
    let maps = String(decoding: try #require(try file.readToEnd()), as: UTF8.self)
    for line in maps.split(separator: "\n") {
      // "start-end perms offset device inode path"
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      let bounds = fields[0].split(separator: "-")
      guard fields.count >= 6, bounds.count == 2,
        let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
        (start..<end).contains(address)
      else { continue }
      return String(fields[5])
    }
    Issue.record("\(symbol) at \(String(address, radix: 16)) is in no mapped file")
    return ""
  }

  @Test func mallocAndFreeComeFromMimalloc() throws {
    #expect(try library(defining: "malloc").contains("libmimalloc"))
    #expect(try library(defining: "free").contains("libmimalloc"))
    // The Swift runtime sizes its buffers with malloc_usable_size and allocates aligned
    // objects with posix_memalign: both must come from the same allocator as malloc.
    #expect(try library(defining: "malloc_usable_size").contains("libmimalloc"))
    #expect(try library(defining: "posix_memalign").contains("libmimalloc"))
  }

  @Test func theRuntimeAllocatesThroughIt() throws {
    // The C library's own allocator is still mapped; the lookup must not find it first.
    #expect(try !library(defining: "malloc").contains("libc.so"))
  }
}
