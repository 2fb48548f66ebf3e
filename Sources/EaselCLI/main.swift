import EaselPreview

// `easel`: the command line, with the standard components and the catalog's previews.
EaselCommand.main()
