// What the command line asks of LayoutKit's pipeline: the options as its settings, with the
// files the options name read (`--assets`, `--font`) and the machine's cores to lay out on.
import LayoutKit

extension Pipeline {
  /// The pipeline `options` ask for; `fontBytes` is the `--font` file's contents. An
  /// `--assets` folder or a font that cannot be used throws.
  init(options: Options, fontBytes: [UInt8]?) throws(SystemError) {
    var settings = Settings(isSwift: { options.language(ofFile: $0) == .swift })
    settings.view = options.view
    settings.now = options.now
    settings.lint = options.lint
    settings.renderer = options.renderer()
    settings.explainView = options.explainView
    settings.rounded = !options.unrounded
    let images = try options.assets.map(AssetCatalog.read) ?? AssetCatalog.Images()
    settings.images = images.sizes
    settings.imageProblems = images.problems
    if let fontBytes {
      do {
        settings.textMeasurer = try FontFileTextMeasurer(bytes: fontBytes)
      } catch {
        throw SystemError("cannot use font '\(options.fontFile ?? "")': \(error.description)")
      }
    }
    settings.forEach = { count, workers, body in
      Parallel.forEach(count: count, workers: workers, body)
    }
    settings.workers = Parallel.cores
    self.init(settings: settings)
  }
}
