// Custom `Layout`s written in Swift, run on the interpreter when the engine asks (issue 35).
// The WWDC 2022 layouts are examples (examples/swiftui/equal-width-hstack.swift,
// radial-layout.swift, flow-layout.swift) whose frames are worked in their comments and held
// by their goldens; these tests hold what the examples do not show: the frames by hand of a
// layout chosen with AnyLayout, a layout's run-time error, and every cell of a matrix.
import Foundation
import Testing

private func run(_ source: String, _ flags: [String] = []) -> Examples.Run {
  Examples.run(["-", "--language", "swift", "--color", "never"] + flags, input: source)
}

/// Offsets its subviews down a staircase: each `step` right and down of the one before.
private let staircase = """
  struct Staircase: Layout {
      var step: CGFloat = 10
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
          let n = CGFloat(sizes.count - 1)
          let width = sizes.map(\\.width).max() ?? 0
          let height = sizes.map(\\.height).max() ?? 0
          return CGSize(width: width + n * step, height: height + n * step)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
          for (i, subview) in subviews.enumerated() {
              let offset = CGFloat(i) * step
              subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
          }
      }
  }

  """

@Suite struct SwiftCustomLayoutTests {
  /// Two 40×20 colours, step 10: 50×30, centred at (170, 407); the second at (180, 417).
  @Test func aLayoutOfTheFileIsRunWithItsProperties() {
    let result = run(
      staircase + """
        var body: some View {
            Staircase(step: 10) {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 40, height: 20).id("b")
            }
            .id("stairs")
        }
        """, ["--format", "json"])
    let frames = Examples.framesByID(result)
    #expect(frames?["stairs"] == [170, 407, 50, 30], "\(result.errors)")
    #expect(frames?["a"] == [170, 407, 40, 20])
    #expect(frames?["b"] == [180, 417, 40, 20])
    #expect(result.output.contains("\"kind\": \"Staircase\""))
  }

  /// The same layout in AnyLayout, chosen on the size class: compact gets the staircase
  /// (50×30), regular an HStack (40 + 8 + 40 = 88 wide, 20 high).
  @Test func anyLayoutChoosesACustomLayout() {
    let source =
      staircase + """
        struct Pair: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                let layout = sizeClass == .compact ? AnyLayout(Staircase()) : AnyLayout(HStackLayout())
                layout {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 40, height: 20)
                }
                .id("pair")
            }
        }
        """
    let compact = Examples.framesByID(run(source, ["--format", "json"]))
    #expect(compact?["pair"] == [170, 407, 50, 30])
    let regular = Examples.framesByID(run(source, ["--format", "json", "--size", "1024x768"]))
    #expect(regular?["pair"] == [468, 374, 88, 20])
  }

  /// `dimensions(in:)` reads a subview's guides, explicit ones included: each subview's
  /// centre guides go on the centre of a 100×100 layout at (145, 372). The plain 40×20 has
  /// its centre at (20, 10): (145 + 50 − 20, 372 + 50 − 10) = (175, 412); the other's
  /// horizontal centre guide is 0, so it starts at 145 + 50 = 195.
  @Test func dimensionsGiveTheSubviewsGuides() {
    let result = run(
      """
      struct Centred: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              CGSize(width: 100, height: 100)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
              for subview in subviews {
                  let d = subview.dimensions(in: .unspecified)
                  subview.place(
                      at: CGPoint(x: bounds.midX - d[HorizontalAlignment.center], y: bounds.midY - d[VerticalAlignment.center]),
                      proposal: .unspecified)
              }
          }
      }
      var body: some View {
          Centred {
              Color.red.frame(width: 40, height: 20).id("a")
              Color.blue.frame(width: 40, height: 20)
                  .alignmentGuide(HorizontalAlignment.center) { _ in 0 }.id("b")
          }
      }
      """, ["--format", "json"])
    let frames = Examples.framesByID(result)
    #expect(frames?["a"] == [175, 412, 40, 20], "\(result.errors)")
    #expect(frames?["b"] == [195, 412, 40, 20])
  }

  /// An index out of range in `placeSubviews` is an error at its place, with no dump.
  @Test func aRunTimeErrorIsReportedAtItsPlace() {
    let result = run(
      """
      struct Broken: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              CGSize(width: 10, height: 10)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
              subviews[2].place(at: bounds.origin, proposal: .unspecified)
          }
      }
      var body: some View {
          Broken { Text("a") }
      }
      """)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors.hasPrefix("-:6:9: error: index 2 is out of range (the array has 1 elements)"),
      "\(result.errors)")
  }

  /// A layout that never ends meets the step limit in each call: one error, at the loop.
  @Test func aLoopThatNeverEndsStops() {
    let result = run(
      """
      struct Forever: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
              var n = 0
              while true { n += 1 }
              return .zero
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      var body: some View {
          Forever { Text("a") }
      }
      """)
    #expect(result.status == 1)
    #expect(
      result.errors.contains("error: evaluating the file takes more than"), "\(result.errors)")
  }

  /// Every cell of a matrix runs the layout (one at a time) and gets its own answer.
  @Test func everyCellOfAMatrixRunsTheLayout() {
    let result = run(
      staircase + """
        var body: some View {
            Staircase(step: 10) { Color.red.frame(maxWidth: 300, minHeight: 20, maxHeight: 20) }
        }
        """, ["--size", "200x400", "--size", "390x844", "--format", "csv"])
    #expect(result.status == 0, "\(result.errors)")
    // The color's ideal width is 10 (a colour's), so the layout is 10×20 in both.
    #expect(result.output.contains("200x400,0,0,Staircase,,,,95,190,10,20"), "\(result.output)")
    #expect(result.output.contains("390x844,0,0,Staircase,,,,190,412,10,20"), "\(result.output)")
  }

  /// `--explain` reads the conversation the engine recorded with the layout.
  @Test func theConversationShowsTheLayoutsQuestions() {
    let result = run(
      staircase + """
        var body: some View {
            Staircase { Color.red.frame(width: 40, height: 20) }
        }
        """, ["--explain"])
    #expect(
      result.output.contains("Staircase → frame: what is your ideal size?"), "\(result.output)")
    #expect(result.output.contains("Staircase: I need 40×20"))
  }
}

/// A layout's own `spacing` and `explicitAlignment`: how it sits among its siblings.
@Suite struct SwiftCustomLayoutSpacingTests {
  /// One subview at the bounds' origin, with spacing and a leading guide of its own.
  private func tight(spacing: String, alignment: String = "") -> String {
    """
    struct Tight: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            \(spacing)
        }
        \(alignment)
    }

    """
  }

  /// Spacing `.zero` puts it flush under the red (20 + 0 + 20 = 40 high, at y 402 of 844),
  /// and a leading guide at half its width (20) hangs it 20 left of the red's leading edge:
  /// the stack is 20 + 100 = 120 wide at x 135, the red at 155, the layout at 135.
  @Test func itsOwnSpacingAndLeadingGuidePlaceItInItsParent() {
    let result = run(
      tight(
        spacing: ".zero",
        alignment: """
          func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                  guide == .leading ? bounds.width / 2 : nil
              }
          """)
        + """
        var body: some View {
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 20).id("red")
                Tight { Color.blue.frame(width: 40, height: 20) }.id("tight")
            }
            .id("stack")
        }
        """, ["--format", "json"])
    let frames = Examples.framesByID(result)
    #expect(frames?["stack"] == [135, 402, 120, 40], "\(result.errors)")
    #expect(frames?["red"] == [155, 402, 100, 20])
    #expect(frames?["tight"] == [135, 422, 40, 20])
  }

  /// `formUnion(.zero, edges: .top)` on a plain view's spacing: flush to the view above, the
  /// default 8 to the one below: 20 + 0 + 20 + 8 + 20 = 68 high, at y (844 - 68) / 2 = 388.
  @Test func formUnionChangesOnlyTheEdgesNamed() {
    let result = run(
      tight(
        spacing: """
          var spacing = ViewSpacing()
                  spacing.formUnion(ViewSpacing.zero, edges: .top)
                  return spacing
          """)
        + """
        var body: some View {
            VStack {
                Color.red.frame(width: 40, height: 20).id("above")
                Tight { Color.blue.frame(width: 40, height: 20) }.id("tight")
                Color.green.frame(width: 40, height: 20).id("below")
            }
        }
        """, ["--format", "json"])
    let frames = Examples.framesByID(result)
    #expect(frames?["above"] == [175, 388, 40, 20], "\(result.errors)")
    #expect(frames?["tight"] == [175, 408, 40, 20])
    #expect(frames?["below"] == [175, 436, 40, 20])
  }

  /// A layout that declares no `explicitAlignment` for the vertical axis gets SwiftUI's
  /// default there: its subviews' baselines, combined. A text's first baseline in an HStack
  /// aligned on it lines up with another text's.
  @Test func anAxisItDoesNotDeclareKeepsTheDefault() {
    let result = run(
      tight(spacing: "ViewSpacing()")
        + """
        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).id("big")
                Tight { Text("small").id("small") }
            }
        }
        """, ["--format", "json"])
    let frames = Examples.framesByID(result)
    let big = frames?["big"] ?? [], small = frames?["small"] ?? []
    #expect(big.count == 4 && small.count == 4, "\(result.errors)")
    // Without the combined baseline the small text would be centred or top-aligned: its top
    // sits well below the large title's.
    #expect((small.count == 4 && big.count == 4) && small[1] > big[1] + 10)
  }
}

/// Custom `Shape`s: laid out as a rectangle, drawn by their `path(in:)`.
@Suite struct SwiftCustomShapeTests {
  private func picture(_ shape: String, _ use: String, size: String = "200x200") -> Examples.Run {
    Examples.run(
      ["-", "--language", "swift", "--color", "never", "--format", "svg", "--size", size],
      input: shape + "\nvar body: some View {\n    " + use + "\n}\n")
  }

  /// `sizeThatFits` of a shape sizes it, in a stack's content too: a square of the smaller
  /// side of the 100×60 frame (60×60, centred: x 145 + 20), and 30×30 (its own default for an
  /// unspecified side) under `fixedSize`. The stack is 100 wide and 60 + 8 + 30 = 98 high, at
  /// ((390 - 100) / 2, (844 - 98) / 2) = (145, 373).
  @Test func aShapesOwnSizeThatFitsSizesIt() {
    let result = Examples.run(
      ["-", "--language", "swift", "--color", "never", "--format", "json"],
      input: """
        struct Diamond: Shape {
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
                let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 30, height: 30))
                let side = min(size.width, size.height)
                return CGSize(width: side, height: side)
            }
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
                    p.closeSubpath()
                }
            }
        }
        var body: some View {
            VStack {
                Diamond().fill(.blue).id("square").frame(width: 100, height: 60).id("framed")
                Diamond().fill(.red).id("ideal").fixedSize()
            }
            .id("stack")
        }
        """)
    let frames = Examples.framesByID(result)
    #expect(frames?["stack"] == [145, 373, 100, 98], "\(result.errors)")
    #expect(frames?["framed"] == [145, 373, 100, 60])
    #expect(frames?["square"] == [165, 373, 60, 60])
    #expect(frames?["ideal"] == [180, 441, 30, 30])
  }

  /// `.inset(by:)` draws a shape in a smaller frame: an `InsettableShape` of the file by its
  /// own `inset(by:)` (a ring inset 10 in its 100×100 frame at (145, 372): radius 40 round
  /// (195, 422), so its path starts at (235, 422)), a circle by SwiftUI's (radius 50 - 20),
  /// and `.strokeBorder` insets by half the line, its corners too (12 - 8 / 2 = 8).
  @Test func insetDrawsTheShapeInASmallerFrame() {
    let result = picture(
      """
      struct Ring: InsettableShape {
          var insetAmount: CGFloat = 0
          func path(in rect: CGRect) -> Path {
              Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
          }
          func inset(by amount: CGFloat) -> some InsettableShape {
              var ring = self
              ring.insetAmount += amount
              return ring
          }
      }
      """,
      """
      ZStack {
              Ring().inset(by: 10).stroke(.blue, lineWidth: 4).frame(width: 100, height: 100)
              Circle().inset(by: 20).fill(.red).frame(width: 100, height: 100)
              RoundedRectangle(cornerRadius: 12).strokeBorder(.green, lineWidth: 8)
                  .frame(width: 120, height: 120)
          }
      """, size: "390x844")
    #expect(result.output.contains("<path d=\"M235 422 "), "\(result.errors)\(result.output)")
    #expect(result.output.contains("<ellipse cx=\"195\" cy=\"422\" rx=\"30\" ry=\"30\""))
    #expect(
      result.output.contains(
        "<rect x=\"139\" y=\"366\" width=\"112\" height=\"112\" rx=\"8\" fill=\"none\""))
  }

  /// A colour's `.opacity(x)` is its alpha (the system grey's 0.3: 77 of 255 is 0.302), and
  /// a `StrokeStyle`'s round `lineCap` rounds the stroke's ends.
  @Test func colourOpacityAndLineCapsAreDrawn() {
    let result = picture(
      "",
      """
      VStack {
              Circle().fill(Color.gray.opacity(0.3)).frame(width: 50, height: 50)
              Circle().trim(from: 0, to: 0.5)
                  .stroke(.blue.opacity(0.5), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                  .frame(width: 50, height: 50)
          }
      """)
    #expect(
      result.output.contains("fill=\"#8E8E93\" fill-opacity=\"0.302\""),
      "\(result.errors)\(result.output)")
    #expect(
      result.output.contains(
        "stroke=\"#007AFF\" stroke-width=\"6\" stroke-opacity=\"0.502\" stroke-linecap=\"round\""))
  }

  /// A quarter of a circle of radius 50 round (50, 50), from 0° to 90°: one cubic whose
  /// controls are 4/3 tan(22.5°) × 50 = 27.614 along the tangents.
  @Test func anArcIsCubicCurves() {
    let result = picture(
      """
      struct Quarter: Shape {
          func path(in rect: CGRect) -> Path {
              var p = Path()
              p.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero,
                       endAngle: Angle(degrees: 90), clockwise: false)
              return p
          }
      }
      """, "Quarter().stroke(Color.red)")
    #expect(
      result.output.contains("<path d=\"M100 50 C100 77.614 77.614 100 50 100\""),
      "\(result.errors)\(result.output)")
  }

  /// A shape takes what it is offered, and its path is made for its frame: a triangle in the
  /// 200×200 screen.
  @Test func aShapeIsDrawnInItsFrame() {
    let result = picture(
      """
      struct Triangle: Shape {
          func path(in rect: CGRect) -> Path {
              Path { p in
                  p.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                              CGPoint(x: rect.minX, y: rect.maxY)])
                  p.closeSubpath()
              }
          }
      }
      """, "Triangle().fill(Color.blue).padding(20)")
    #expect(
      result.output.contains("<path d=\"M100 20 L180 180 L20 180 Z\" fill=\"#007AFF\""),
      "\(result.errors)\(result.output)")
  }

  /// `.trim(from:to:)` draws that part of the outline (SVG's dash over a length of 1), and a
  /// shape's `.rotationEffect` turns it about its centre: 70% of the ring from twelve o'clock.
  @Test func aTrimmedTurnedCircleIsAProgressRing() {
    let result = Examples.run(["examples/swiftui/progress-ring.swift", "--format", "svg"])
    #expect(
      result.output.contains(
        "<ellipse cx=\"195\" cy=\"422\" rx=\"75\" ry=\"75\" fill=\"none\" stroke=\"#34C759\" "
          + "stroke-width=\"12\" stroke-linecap=\"round\" pathLength=\"1\" "
          + "stroke-dasharray=\"0.7 1\" "
          + "stroke-dashoffset=\"0\" transform=\"rotate(-90 195 422)\"/>"), "\(result.output)")
  }

  /// A ContainerRelativeShape 12 in from a `.containerShape` of radius 30 has corners of 18,
  /// concentric; without a container shape its corners are square.
  @Test func aContainerRelativeShapeIsConcentric() {
    let concentric = Examples.run([
      "examples/swiftui/container-relative-shape.swift", "--format", "svg",
    ])
    #expect(
      concentric.output.contains(
        "<rect x=\"107\" y=\"374\" width=\"176\" height=\"96\" rx=\"18\" fill=\"#007AFF\"/>"),
      "\(concentric.errors)\(concentric.output)")
    let square = Examples.run(
      ["-", "--format", "svg", "--size", "100x100"],
      input: "containerRelativeShape .fill(blue) .padding(10)")
    #expect(
      square.output.contains(
        "<rect x=\"10\" y=\"10\" width=\"80\" height=\"80\" fill=\"#007AFF\"/>"),
      "\(square.errors)\(square.output)")
  }

  /// What `path(in:)` gets wrong is an error at its place, with no picture.
  @Test func aPathThatFailsIsAnError() {
    let result = picture(
      """
      struct Broken: Shape {
          let points: [CGPoint] = []
          func path(in rect: CGRect) -> Path {
              Path { p in p.move(to: points[0]) }
          }
      }
      """, "Broken()")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("index 0 is out of range"), "\(result.errors)")
  }
}

/// Containers read from Swift (issue 35).
@Suite struct SwiftContainerTests {
  /// A page-style TabView on iOS has no tab bar: the selected page fills the 390×844 screen
  /// (the default style's bar would take the bottom 49). `.page(indexDisplayMode:)` places
  /// only the dots, over the page.
  @Test func aPageTabViewIsItsPage() {
    for style in [".page", ".page(indexDisplayMode: .never)"] {
      let result = Examples.run(
        ["-", "--language", "swift", "--format", "json"],
        input: """
          var body: some View {
              TabView {
                  Color.red.id("one")
                  Color.blue.id("two")
              }
              .tabViewStyle(\(style))
          }
          """)
      #expect(Examples.framesByID(result)?["one"] == [0, 0, 390, 844], "\(result.errors)")
    }
    expectSame(
      swift: """
        var body: some View {
            TabView { Text("One"); Text("Two") }.tabViewStyle(.page)
        }
        """,
      lyt: "tabView < text \"One\" text \"Two\" > .tabViewStyle(page)")
  }

  /// NavigationSplitView on iOS: compact (390 wide), its sidebar in a navigation stack at the
  /// full size; regular (1024 wide), the sidebar's 320 (or its column width), a hairline
  /// divider (1/3 pt at 3x) and the detail in the rest: 1024 − 320 − 0.333 = 703.667.
  @Test func aSplitViewCollapsesWhenCompact() {
    let source = """
      var body: some View {
          NavigationSplitView {
              Color.red.id("sidebar")
          } detail: {
              Color.blue.id("detail")
          }
      }
      """
    func frames(_ flags: [String], _ text: String = source) -> [String: [Double]]? {
      Examples.framesByID(
        Examples.run(["-", "--language", "swift", "--format", "json"] + flags, input: text))
    }
    let compact = frames([])
    #expect(compact?["sidebar"] == [0, 0, 390, 844])
    #expect(compact?["detail"] == nil)
    let regular = frames(["--size", "1024x768"])
    #expect(regular?["sidebar"] == [0, 0, 320, 768])
    #expect(regular?["detail"] == [320.333, 0, 703.667, 768])
    let narrow = frames(
      ["--size", "1024x768"],
      source.replacingOccurrences(
        of: "Color.red.id(\"sidebar\")",
        with: "Color.red.id(\"sidebar\").navigationSplitViewColumnWidth(250)"))
    #expect(narrow?["sidebar"] == [0, 0, 250, 768])
  }

  /// Three columns. On iOS, regular (1024 wide, @3x): the sidebar hidden, the content's 320,
  /// a hairline and the detail in 1024 − 320 − 0.333 = 703.667; with `columnVisibility` at
  /// `.all`, 320 + 0.333 + 320 + 0.333 and the detail in the last 383.333. On macOS (@2x, a
  /// 0.5 hairline): all three by default, the detail from 641. Compact: the sidebar.
  @Test func aThreeColumnSplitViewShowsItsColumns() {
    func source(_ visibility: String = "") -> String {
      """
      struct Mail: View {
          @State private var visibility = NavigationSplitViewVisibility.\(visibility.isEmpty ? "automatic" : visibility)
          var body: some View {
              NavigationSplitView(columnVisibility: $visibility) {
                  Color.red.id("sidebar")
              } content: {
                  Color.green.id("content")
              } detail: {
                  Color.blue.id("detail")
              }
          }
      }
      """
    }
    func frames(_ flags: [String], _ text: String = source()) -> [String: [Double]]? {
      Examples.framesByID(
        Examples.run(["-", "--language", "swift", "--format", "json"] + flags, input: text))
    }
    let compact = frames([])
    #expect(compact?["sidebar"] == [0, 0, 390, 844])
    #expect(compact?["content"] == nil)
    let regular = frames(["--size", "1024x768"])
    #expect(regular?["sidebar"] == nil)
    #expect(regular?["content"] == [0, 0, 320, 768])
    #expect(regular?["detail"] == [320.333, 0, 703.667, 768])
    let all = frames(["--size", "1024x768"], source("all"))
    #expect(all?["sidebar"] == [0, 0, 320, 768])
    #expect(all?["content"] == [320.333, 0, 320, 768])
    #expect(all?["detail"] == [640.667, 0, 383.333, 768])
    let detailOnly = frames(["--size", "1024x768"], source("detailOnly"))
    #expect(detailOnly?["detail"] == [0, 0, 1024, 768])
    #expect(detailOnly?["content"] == nil)
    let mac = frames(["--size", "1200x800", "--platform", "macos"])
    #expect(mac?["sidebar"] == [0, 0, 320, 800])
    #expect(mac?["content"] == [320.5, 0, 320, 800])
    #expect(mac?["detail"] == [641, 0, 559, 800])
  }

  /// A Canvas takes what it is offered, as a colour does (390 by the frame's 100, centred at
  /// y (844 − 100) / 2 = 372); its drawing closure is never run, whatever it calls.
  @Test func aCanvasTakesWhatItIsOffered() {
    let result = Examples.run(
      ["-", "--language", "swift", "--format", "json"],
      input: """
        var body: some View {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            .frame(height: 100)
            .id("canvas")
            .scrollTargetBehavior(.paging)
        }
        """)
    #expect(Examples.framesByID(result)?["canvas"] == [0, 372, 390, 100], "\(result.errors)")
  }
}
