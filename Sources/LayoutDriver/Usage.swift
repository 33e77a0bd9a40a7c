// The words `layoutc` says about itself: the usage line, `--help` and `--version`. The man page
// (man/layoutc.1) documents the same flags; ManPageTests keeps the two in step.

/// Help text, usage line and version.
public enum Usage {
  /// The version number, as `--version` and the SARIF log print it.
  public static let version = "0.1.0"

  /// `layoutc --version`.
  public static let versionLine = "layoutc \(version)\n"

  /// Printed under every usage error.
  public static let usageLine = "usage: layoutc [options] FILE...\n"

  /// `layoutc: error: MESSAGE`, the usage line and where to read more.
  public static func usageError(_ error: UsageError) -> String {
    "layoutc: error: \(error.message)\n" + usageLine + "see 'layoutc --help' for the options\n"
  }

  /// `layoutc --help`.
  public static let help = """
    layoutc: lay out a .lyt view tree or SwiftUI source exactly as SwiftUI would and print
    its frames

    usage: layoutc [options] FILE...
           layoutc lint [options] FILE...
      FILE may be - for standard input; several FILEs are laid out one after the other,
      except .swift files, which are read together as one module; with no FILE, standard
      input is read when it is not a terminal

    options:
      -s, --size WxH          proposed screen size in points, e.g. 390x844 (the default);
                              either side may be auto (the view's ideal size on that axis),
                              --size auto for both; repeatable
      -d, --device NAME       a device preset: screen size, scale, safe-area insets and size
                              class (iphone-17-pro, ipad-air-13, iphone-16-landscape, ...);
                              all, a pattern (iphone-*) or a comma list for several;
                              repeatable; --device list prints them
      --safe-area T,L,B,R     safe-area insets in points (top, leading, bottom, trailing);
                              overrides a device's
      --scale N               display scale for pixel rounding: 1, 2 or 3 (default 3 on ios,
                              2 on macos); overrides a device's
      --platform P            ios (default) or macos: fonts, metrics and constants;
                              ios,macos lays out on both
      --font FILE             measure text with this TrueType/OpenType font instead of the
                              built-in SF tables
      --layout-direction D    ltr (default) or rtl; ltr,rtl lays out in both
      --dynamic-type SIZE     the Dynamic Type size: xSmall ... large (default) ... xxxLarge,
                              accessibility1 ... accessibility5; all, a comma list or a
                              range (large...accessibility2) for several
      -f, --format F          tree (default), json, csv, svg (a picture) or html (a page to
                              explore the picture, tree, source and conversation); sarif
                              lints and writes the findings as a SARIF 2.1.0 log
      --ascii                 draw the tree format with ASCII only
      --unrounded             print the layout's exact values instead of pixel-snapped frames
      -o FILE                 write the dump to FILE (atomically, making its folder if
                              needed) instead of standard output; with svg or html,
                              -o DIR/ writes one file per dump (DIR/login-390x844.svg)
      --color W               auto (default), always or never: colour in diagnostics and trees
                              (auto: on terminals, unless NO_COLOR; FORCE_COLOR or
                              CLICOLOR_FORCE colour any stream)
      --language L            lyt or swift: how to read the files (default: swift for a file
                              ending in .swift, lyt otherwise)
      --view NAME             in a Swift file, the View struct or #Preview("NAME") to lay out
                              (default: the first #Preview, else ContentView)
      --now DATE              in a Swift file, what Date() is (UTC, 2025-03-15T15:09:00Z;
                              default 2025-01-01T09:41:00Z)
      --assets PATH           an .xcassets catalog or a folder of PNG/JPEG files: the natural
                              size of Image("name") (pixels over the @2x/@3x scale)
      --os OS                 ios26 (default on ios), ios18, macos26 (default on macos) or
                              macos15: whose control metrics to use; sets the platform
      --explain               print the layout conversation instead of the tree (with json,
                              each node's proposal, size, questions and reason); --explain
                              VIEW (an id, a path like 0.1.2 or a LINE:COL in its
                              source) for one view
                              (with html, the view selected when the page opens);
                              --explain brief: one line per view, its size, position and why
      --outline               in svg and html pictures, outline every view's frame with its kind
      --check FILE            compare the layout with the JSON baseline FILE (a --format json
                              dump) instead of printing it; print each view that moved,
                              resized, was added or removed; exit 1 on any change
      --tolerance N           with --check, ignore frame changes of up to N points
      --update                with --check, write the layout to FILE (making its folder if
                              needed) and print what changed
      --lint                  print lint findings instead of the dump (as 'layoutc lint'):
                              file:line:col: warning: message [rule-id]
      --lint-rules LIST       lint with only these rules (comma-separated ids; repeatable);
                              implies --lint
      --disable-rule LIST     lint without these rules (comma-separated ids; repeatable);
                              implies --lint
      --werror                with lint, exit 1 when there are findings
      --list WHAT             print the built-in views, modifiers, colors, fonts or devices
                              (plain, or JSON with --format json) and exit
      --completions SHELL     print a completion script for bash, zsh or fish and exit
      -V, --version           print the version (layoutc \(version))
      -h, --help              print this help

    option values match ignoring case (--format JSON); every file is laid out at every
    screen, Dynamic Type size, direction and platform given, one dump each, computed in
    parallel

    exit status: 0 success (lint: also with findings), 1 the input has errors (or --check
    found changes, or lint findings with --werror), 64 usage error, 66 a file cannot be read,
    70 internal error, 73 the output file cannot be written

    """
}
