// The cells of a run (layoutc(1), MATRIX): every file is laid out at each screen (`--size`,
// `--device`), Dynamic Type size, layout direction and platform, nested in that order, and each
// cell is one dump. Which of those settings the output names follows one rule, so that a plain
// run prints what it always has: a setting is named when the run has several values for it, or
// when it was written as a matrix (`all`, a pattern, a list, a range), even if that selects one.
import LayoutKit

extension Options {
  /// The run's cells, in output order: screens, then Dynamic Type sizes, then directions, then
  /// platforms.
  var cells: [Cell] {
    let sizes: [DynamicTypeSize?] = dynamicTypes.isEmpty ? [nil] : dynamicTypes
    let byPlatform = platforms.map { screenConfigurations(for: $0) }
    var cells: [Cell] = []
    for screen in byPlatform[0].indices {
      for size in sizes {
        for direction in layoutDirections {
          for (p, platform) in platforms.enumerated() {
            cells.append(
              Cell(
                configuration: byPlatform[p][screen], dynamicType: size, direction: direction,
                platform: platform, os: os(for: platform)))
          }
        }
      }
    }
    return cells
  }

  /// `--os` on `platform`: as given for a run on one platform; in a list of platforms only on
  /// the platform it belongs to (the other takes its current OS).
  func os(for platform: Platform) -> OSProfile? {
    guard platforms.count > 1, let os else { return os }
    return os.isMacOS == (platform == .macos) ? os : nil
  }

  /// The settings the output names (see the header).
  var namedSettings: DumpGrouping.Named {
    var named = matrixSettings
    if screens.count > 1 {
      named.insert(.screen)
      if screens.contains(where: { if case .device = $0 { true } else { false } }) {
        named.insert(.device)
      }
    }
    if dynamicTypes.count > 1 { named.insert(.dynamicType) }
    if layoutDirections.count > 1 { named.insert(.direction) }
    if platforms.count > 1 { named.insert(.platform) }
    return named
  }

  /// How the dumps of this run are grouped in the output.
  var grouping: DumpGrouping {
    DumpGrouping(
      files: files.count, sizes: cells.count, named: namedSettings,
      matrix: !matrixSettings.isEmpty)
  }
}
