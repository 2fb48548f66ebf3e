// The custom-control catalog built from the seeds. Controls written here use only the core,
// so they read exactly like their SwiftUI originals.
@_exported import Easel
