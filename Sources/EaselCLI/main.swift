import EaselPreview
import EaselPreviewCatalog
import EaselPreviewWindow

// `easel`: the command line, with the standard components, the EaselControls catalog and the
// catalog's previews.
EaselCommand.main(registry: .catalog)
