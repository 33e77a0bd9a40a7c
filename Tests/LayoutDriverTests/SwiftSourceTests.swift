// SwiftUI source read as written: each whole-file form lays out as the `.lyt` that says the
// same thing (the same views, kinds, labels and frames in the same order; source positions
// and paths aside), through the driver as a user runs it.
import Testing

@Suite struct SwiftSourceTests {
  /// Operators group as in Swift: `*` before `+`, the same level to the left, comparisons
  /// under `&&` under `||`, ranges around sums.
  @Test func operatorsGroupAsInSwift() {
    expectSame(
      swift: """
        struct ContentView: View {
            let x = 3.0
            var body: some View {
                VStack {
                    Rectangle().frame(width: 1 + 2 * 3 - 8 / 2 / 2, height: 10 - 4 - 3)
                    Rectangle().frame(width: -x * 2 + 20, height: (1 + 2) * 3)
                    Rectangle().frame(width: x > 2 && x < 4 || x == 9 ? 5 : 6, height: 1)
                    ForEach(1 + 1..<2 * 3, id: \\.self) { i in Text("\\(i)") }
                    ForEach(0...Int(x) - 1, id: \\.self) { i in Text("\\(i)") }
                }
            }
        }
        """,
      lyt: """
        view ContentView = vstack <
          rectangle .frame(width: 5, height: 3)
          rectangle .frame(width: 14, height: 9)
          rectangle .frame(width: 5, height: 1)
          foreach i in 2..<6 < text "\\(i)" >
          foreach i in 0...2 < text "\\(i)" >
        >
        ContentView
        """)
  }

  @Test func storedPropertiesAreTheMemberwiseInitialiser() {
    expectSame(
      swift: """
        import SwiftUI
        struct Badge: View {
            let title: String
            var color: Color = .red
            var body: some View {
                Text(title).padding(4).background(color)
            }
        }
        #Preview {
            VStack {
                Badge(title: "New")
                Badge(title: "Sale", color: .blue)
            }
        }
        """,
      lyt: """
        view Badge(title, color: red) = text(title) .padding(4) .background(color)
        vstack < Badge(title: "New") Badge(title: "Sale", color: blue) >
        """)
  }

  @Test func propertyWrappersAreTheirInitialValues() {
    expectSame(
      swift: """
        struct Counter: View {
            @State private var count = 3
            @Binding var isOn: Bool
            var body: some View {
                HStack {
                    ForEach(0..<count, id: \\.self) { i in Text("\\(i)") }
                    if isOn { Color.green.frame(width: 10, height: 10) }
                }
            }
        }
        #Preview { Counter(isOn: .constant(true)) }
        """,
      lyt: """
        view Counter(count: 3, isOn) =
          hstack <
            foreach i in 0..<count < text "\\(i)" >
            if isOn < green .frame(width: 10, height: 10) >
          >
        Counter(isOn: true)
        """)
  }

  @Test func computedViewPropertiesAndMethodsAreInlined() {
    expectSame(
      swift: """
        struct Card: View {
            let title = "Stats"
            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    header
                    row("Runs", value: 42)
                    row("Wins", value: 7)
                }
            }
            var header: some View {
                Text(title).font(.headline)
            }
            func row(_ name: String, value: Int) -> some View {
                HStack {
                    Text(name)
                    Spacer()
                    Text("\\(value)")
                }
            }
        }
        """,
      lyt: """
        view Card(title: "Stats") =
          vstack(alignment: leading, spacing: 4) <
            text(title) .font(headline)
            hstack < text "Runs" spacer text "42" >
            hstack < text "Wins" spacer text "7" >
          >
        Card
        """)
  }

  @Test func viewExtensionsAndViewModifiersWrapTheViewTheyModify() {
    expectSame(
      swift: """
        extension View {
            func card(padding: CGFloat = 12) -> some View {
                self.padding(padding).background(Color.gray)
            }
        }
        struct Outlined: ViewModifier {
            var width: CGFloat = 2
            func body(content: Content) -> some View {
                content.padding(width).border(Color.black, width: width)
            }
        }
        #Preview {
            VStack {
                Text("A").card()
                Text("B").card(padding: 4)
                Text("C").modifier(Outlined(width: 3))
                Text("D").modifier(Outlined())
            }
        }
        """,
      lyt: """
        vstack <
          text "A" .padding(12) .background(gray)
          text "B" .padding(4) .background(gray)
          text "C" .padding(3) .border(black, width: 3)
          text "D" .padding(2) .border(black, width: 2)
        >
        """)
  }

  @Test func implicitSelfInAViewExtension() {
    expectSame(
      swift: """
        extension View {
            func pill() -> some View {
                padding(.horizontal, 8).background(Capsule().fill(Color.blue))
            }
        }
        #Preview { Text("Tag").pill() }
        """,
      lyt: """
        text "Tag" .padding(horizontal, 8) .background(capsule .fill(blue))
        """)
  }

  @Test func previewsAreChosenByName() {
    let source = """
      struct Row: View {
          var body: some View { Text("Row") }
      }
      #Preview("Small") { Row().frame(width: 100) }
      #Preview("Large") { Row().frame(width: 300) }
      """
    expectSame(swift: source, lyt: "view Row = text \"Row\"\nRow .frame(width: 100)")
    expectSame(
      swift: source, lyt: "view Row = text \"Row\"\nRow .frame(width: 300)", ["--view", "Large"])
    expectSame(swift: source, lyt: "view Row = text \"Row\"\nRow", ["--view", "Row"])
  }

  @Test func previewProvidersAndContentViewAreRoots() {
    expectSame(
      swift: """
        struct Other: View { var body: some View { Text("Other") } }
        struct ContentView: View { var body: some View { Text("Main") } }
        """,
      lyt: "view ContentView = text \"Main\"\nContentView")
    expectSame(
      swift: """
        struct Detail: View { var body: some View { Text("Detail") } }
        struct Detail_Previews: PreviewProvider {
            static var previews: some View { Detail().padding() }
        }
        """,
      lyt: "view Detail = text \"Detail\"\nDetail .padding()")
  }

  @Test func aBareBodyIsReadAsItIs() {
    expectSame(
      swift: """
        VStack(spacing: 0) {
            Text("One")
            Text("Two").bold()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        """,
      lyt: """
        vstack(spacing: 0) < text "One" text "Two" .bold >
        .frame(maxWidth: infinity, alignment: leading)
        """)
  }

  @Test func fileScopeAndStaticConstants() {
    expectSame(
      swift: """
        let gap: CGFloat = 6
        enum Metrics {
            static let side: CGFloat = 20
        }
        #Preview {
            HStack(spacing: gap) {
                Color.red.frame(width: Metrics.side, height: Metrics.side)
                Color.blue.frame(width: Metrics.side * 2, height: Metrics.side)
            }
        }
        """,
      lyt: """
        let gap = 6
        hstack(spacing: gap) <
          red .frame(width: 20, height: 20)
          blue .frame(width: 40, height: 20)
        >
        """)
  }

  @Test func controlFlowInBuilders() {
    expectSame(
      swift: """
        enum Style { case compact, expanded }
        struct Panel: View {
            var style: Style = .expanded
            var showsFooter = false
            var body: some View {
                VStack {
                    let side: CGFloat = 30
                    switch style {
                    case .compact:
                        Color.red.frame(width: side, height: side)
                    case .expanded:
                        Color.blue.frame(width: side * 2, height: side)
                    }
                    if showsFooter {
                        Text("Footer")
                    } else if style == .expanded {
                        Text("Expanded")
                    } else {
                        Text("Plain")
                    }
                    Text(showsFooter ? "yes" : "no")
                    Color.green.frame(width: min(50, max(10, 20)), height: 5)
                }
            }
        }
        """,
      lyt: """
        view Panel =
          vstack <
            blue .frame(width: 60, height: 30)
            text "Expanded"
            text "no"
            green .frame(width: 20, height: 5)
          >
        Panel
        """)
  }

  @Test func sizeClassConditions() {
    let swift = """
      struct Adaptive: View {
          @Environment(\\.horizontalSizeClass) private var sizeClass
          var body: some View {
              if sizeClass == .compact {
                  VStack { Text("A"); Text("B") }
              } else {
                  HStack { Text("A"); Text("B") }
              }
          }
      }
      """
    let lyt = """
      view Adaptive = if compact < vstack < text "A" text "B" > > else < hstack < text "A" text "B" > >
      Adaptive
      """
    expectSame(swift: swift, lyt: lyt)
    expectSame(swift: swift, lyt: lyt, ["--size", "800x600"])
  }

  @Test func textConcatenationAndGroups() {
    expectSame(
      swift: """
        #Preview {
            Group {
                Text("Hello, ") + Text("world").bold() + Text("!")
                EmptyView()
                Text("after")
            }
            .font(.title)
        }
        """,
      lyt: """
        group <
          text < text "Hello, " text "world" .bold text "!" >
          emptyView
          text "after"
        >
        .font(title)
        """)
  }

  @Test func closuresAndActionsAreNotLaidOut() {
    expectSame(
      swift: """
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                Text("Tap")
                    .onTapGesture { count += 1 }
                    .onAppear { print("appeared") }
                    .sheet(isPresented: .constant(false)) { UnknownSheet() }
                    .accessibilityLabel("Tap me")
                    .padding()
            }
        }
        """,
      lyt: "view Screen = text \"Tap\" .padding\nScreen")
  }

  @Test func geometryReaderAndGuides() {
    expectSame(
      swift: """
        #Preview {
            VStack(alignment: .leading) {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
                }
                .frame(height: 100)
                Text("x").alignmentGuide(.leading) { dims in dims.width + 10 }
            }
        }
        """,
      lyt: """
        vstack(alignment: leading) <
          geometryReader(g) < red .frame(width: g.width / 2, height: g.height / 4) > .frame(height: 100)
          text "x" .alignmentGuide(leading, d.width + 10)
        >
        """)
  }

  @Test func wrapperKeyPathsAndDynamicType() {
    expectSame(
      swift: """
        #Preview {
            HStack {
                Text("A")
                Text("B")
            }
            .environment(\\.layoutDirection, .rightToLeft)
        }
        """,
      lyt: "hstack < text \"A\" text \"B\" > .environment(layoutDirection: rightToLeft)")
  }

  @Test func markdownInTextLiterals() {
    expectSame(
      swift: """
        struct Note: View {
            var title = "**not** Markdown"
            var body: some View {
                VStack {
                    Text("Hello **world**, *really*")
                    Text(title)
                    Text(verbatim: "**kept**")
                }
            }
        }
        """,
      lyt: """
        view Note(title: "**not** Markdown") =
          vstack <
            text < text "Hello " text "world" .bold text ", " text "really" .italic >
            text(title)
            text(verbatim: "**kept**")
          >
        Note
        """)
  }

  @Test func forEachOverAnArrayOfStructs() {
    expectSame(
      swift: """
        struct Item: Identifiable {
            let id = UUID()
            let name: String
            var count = 1
        }
        let fruit = [Item(name: "Apples", count: 3), Item(name: "Pears")]
        struct Basket: View {
            let items = [Item(name: "Plums", count: 2)]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(fruit) { item in
                        HStack { Text(item.name); Text("x \\(item.count)") }
                    }
                    ForEach(items, id: \\.name) { item in Text(item.name) }
                }
            }
        }
        """,
      lyt: """
        view Basket =
          vstack(alignment: leading) <
            hstack < text "Apples" text "x 3" >
            hstack < text "Pears" text "x 1" >
            text "Plums"
          >
        Basket
        """)
  }

  @Test func edgeInsetsValuesAreTheirLabels() {
    expectSame(
      swift:
        "#Preview { Text(\"Hi\").padding(EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)) }",
      lyt: "text \"Hi\" .padding(top: 2, leading: 4, bottom: 6, trailing: 8)")
  }

  @Test func interpolationFormats() {
    expectSame(
      swift: """
        #Preview {
            let distance = 12.345
            Text("\\(distance, specifier: "%.1f") km, \\(2.0 / 3, format: .number.precision(.fractionLength(2)))")
        }
        """,
      lyt: "text \"12.3 km, 0.67\"")
  }

  @Test func aLytFileWithBracesPointsAtSwift() {
    let run = Examples.run(
      ["-", "--color", "never"], input: "vstack {\n  text \"Hi\"\n}\n")
    #expect(run.status == 1)
    #expect(run.errors.contains("'{' is SwiftUI syntax"), "\(run.errors)")
    #expect(run.errors.contains("--language swift"), "\(run.errors)")
  }
}

/// What the teaching texts write runs as written.
@Suite struct TeachingTextTests {
  /// A pasted `var body: some View { ... }` is the file's body.
  @Test func aPastedBodyIsRead() {
    expectSame(
      swift: """
        var body: some View {
            Text("Hi").padding()
        }
        """,
      lyt: "text \"Hi\" .padding()")
  }

  /// `.coordinateSpace(.named("x"))`, the iOS 17 spelling, is `.coordinateSpace(name: "x")`.
  @Test func theNamedCoordinateSpaceSpelling() {
    expectSame(
      swift: """
        var body: some View {
            VStack { Color.red.frame(width: 10, height: 10) }.coordinateSpace(.named("container"))
        }
        """,
      lyt: "vstack < red .frame(width: 10, height: 10) > .coordinateSpace(name: \"container\")")
  }

  /// A resizable asset image in a fixed frame needs no size from the assets: it takes the
  /// frame's 64x64 whatever its natural size; scaled to fill, its aspect ratio matters, and
  /// without the assets that is an error at the image.
  @Test func anAssetImageInAFixedFrameNeedsNoAssets() {
    let framed = """
      struct Avatar: View {
          var body: some View {
              Image("paul-hudson").resizable().frame(width: 64, height: 64).clipShape(Circle())
          }
      }
      """
    let run = Examples.run(["-", "--language", "swift", "--color", "never"], input: framed)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("image paul-hudson (163, 390) 64×64"))
    let filled = """
      struct Avatar: View {
          var body: some View {
              Image("paul-hudson").resizable().scaledToFill().frame(width: 64, height: 64)
          }
      }
      """
    let refused = Examples.run(["-", "--language", "swift", "--color", "never"], input: filled)
    #expect(refused.status != 0)
    #expect(refused.errors.contains("-:3:9: error: image 'paul-hudson' has no size"))
  }

  /// An enum value in an argument is never a view: `.blendMode(.color)`.
  @Test func anEnumCaseArgumentIsNotAView() {
    let source = """
      struct ContentView: View {
          var body: some View {
              Color.red.frame(width: 10, height: 10).blendMode(.color)
          }
      }
      """
    let run = Examples.run(["-", "--language", "swift", "--color", "never"], input: source)
    #expect(run.status == 0, "\(run.errors)")
  }
}

/// `@ScaledMetric` scales with the screen's Dynamic Type size as UIFontMetrics scales its
/// text style: body 17 pt at large, 23 at xxxLarge (64 x 23 / 17 = 86.588); caption 12 and
/// 18 (10 x 18 / 12 = 15).
@Suite struct ScaledMetricTests {
  let source = """
    struct Avatar: View {
        @ScaledMetric var size: CGFloat = 64
        @ScaledMetric(relativeTo: .caption) var small = 10.0
        var body: some View {
            VStack {
                Circle().frame(width: size, height: size).id("big")
                Circle().frame(width: small, height: small).id("small")
            }
        }
    }
    """

  func sizes(_ flags: [String]) -> [String] {
    Examples.frames(
      Examples.run(
        ["-", "--language", "swift", "--format", "json", "--unrounded", "--color", "never"]
          + flags, input: source)
    ).filter { $0.hasPrefix("frame|") }.map {
      $0.split(separator: "|").suffix(2).joined(separator: "x")
    }
  }

  @Test func scalesWithTheDynamicTypeSize() {
    #expect(sizes([]) == ["64x64", "10x10"])
    let big = sizes(["--dynamic-type", "xxxLarge"])
    #expect(big.count == 2)
    #expect(big.first?.hasPrefix("86.588") == true)
    #expect(big.last == "15x15")
    // macOS has no Dynamic Type.
    #expect(sizes(["--platform", "macos", "--dynamic-type", "xxxLarge"]) == ["64x64", "10x10"])
  }

  /// A matrix of sizes resolves the file once per size, not once for all.
  @Test func aMatrixScalesEachSize() {
    let run = Examples.run(
      ["-", "--language", "swift", "--dynamic-type", "large,xxxLarge", "--color", "never"],
      input: source)
    #expect(run.output.contains("frame #big (163, 381) 64×64"))
    #expect(run.output.contains("86.667×86.333"))
  }
}

/// SwiftUI that only draws is read and changes no frame: gradients lay out as a colour does,
/// system and semantic colours and materials are colours, and text decorations, symbol
/// effects and 3D rotations draw only.
@Suite struct StyleOnlyTests {
  @Test func drawingAPIChangesNoFrame() {
    expectSame(
      swift: """
        var body: some View {
            VStack {
                Text("Sale").strikethrough().underline().contentTransition(.numericText())
                Rectangle().fill(Color.blue.gradient).frame(height: 10)
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 20)
                Color(.systemGray5).frame(height: 10)
                Color(uiColor: .secondarySystemBackground).frame(height: 10)
                Text("Bar").background(.ultraThinMaterial)
                Image(systemName: "star").symbolVariant(.fill).symbolEffect(.bounce)
                Text("3D").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
            }
        }
        """,
      lyt: """
        vstack <
          text "Sale"
          rectangle .frame(height: 10)
          linearGradient .frame(height: 20)
          systemGray5 .frame(height: 10)
          secondarySystemBackground .frame(height: 10)
          text "Bar" .background(ultraThinMaterial)
          image(systemName: "star")
          text "3D"
        >
        """)
  }
}

/// `.textCase` shows a text upper- or lowercased, and it is measured as shown: "SALE" is
/// wider than "Sale" (40.333 against 32.667 at 17 pt). The innermost `.textCase` wins;
/// `.textCase(nil)` shows the text as written.
@Suite struct TextCaseTests {
  @Test func aTextIsMeasuredAsItIsShown() {
    expectSame(
      swift: """
        var body: some View {
            VStack {
                Text("Sale").textCase(.uppercase)
                Text("Sale")
                Text("Mixed").textCase(nil)
            }
            .textCase(.lowercase)
        }
        """,
      lyt:
        "vstack < text \"Sale\" .textCase(uppercase) text \"Sale\" text \"Mixed\" .textCase(nil) > .textCase(lowercase)"
    )
    let run = Examples.run(
      ["-", "--format", "json", "--color", "never"],
      input: "vstack < text \"Sale\" .textCase(uppercase) text \"SALE\" text \"Sale\" >")
    #expect(run.output.contains("\"lines\": [\"SALE\"]"))
    let widths = Examples.frames(run).filter { $0.hasPrefix("text|") }.map {
      $0.split(separator: "|", omittingEmptySubsequences: false)[6]
    }
    #expect(widths == ["40.333", "40.333", "32.667"])
  }
}

/// What views read of arrays, strings and optionals: `count`, `isEmpty`, `first`, `last`,
/// `uppercased()`, `lowercased()`, and `??` taking its right side where the left is nil. A
/// member layoutc does not read is an error at it, never dropped.
@Suite struct CollectionMemberTests {
  @Test func membersViewsRead() {
    expectSame(
      swift: """
        let names = ["Ada", "Grace", "Linus"]
        let none: [String] = []
        var body: some View {
            VStack {
                Text("\\(names.count) people")
                Text(names.last ?? "")
                Text(none.first ?? "Nobody")
                Text("sale".uppercased())
                Text("Hi").padding(none.isEmpty ? 20 : 4)
            }
        }
        """,
      lyt: """
        vstack <
          text "3 people"
          text "Linus"
          text "Nobody"
          text "SALE"
          text "Hi" .padding(20)
        >
        """)
  }

  @Test func aMemberNotReadIsAnError() {
    let run = Examples.run(
      ["-", "--language", "swift", "--color", "never"],
      input: "var body: some View { Text(\"x\".frobnicated()) }")
    #expect(run.status == 1)
    #expect(
      run.errors.contains("-:1:32: error: 'String' has no member 'frobnicated' layoutc knows"))
  }
}
