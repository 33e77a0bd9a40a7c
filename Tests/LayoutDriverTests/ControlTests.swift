// Controls, worked from the measured metrics of SwiftUI's controls (the UIKit and AppKit
// controls SwiftUI wraps): each expected size below is the measurement, or the label's size
// plus the measured padding, never the engine's own output.
import Testing

/// The frame (`x|y|width|height`) of the first node whose kind and label match, laid out on a
/// 390x844 screen.
private func frame(
  _ source: String, kind: String, label: String = "", _ flags: [String] = [],
  swift: Bool = false
) -> String? {
  let run = Examples.run(
    ["-", "--format", "json", "--color", "never"] + (swift ? ["--language", "swift"] : []) + flags,
    input: source)
  for row in Examples.frames(run) {
    let fields = row.split(separator: "|", omittingEmptySubsequences: false)
    if fields.count == 8, fields[0] == kind, fields[1] == label {
      return fields[4...].joined(separator: "|")
    }
  }
  return nil
}

/// `width|height` of a frame.
private func size(_ frame: String?) -> String? {
  frame.map { $0.split(separator: "|").suffix(2).joined(separator: "x") }
}

@Suite struct ControlTests {
  @Test func borderedButtonsPadTheirTitle() {
    // "Configure" is 74.822 -> 75 wide at 17 pt; UIButton.Configuration measured 99x34.33 for
    // it (insets 7, 12): 75 + 24 = 99, 20.333 + 14 = 34.333.
    #expect(
      size(frame("button \"Configure\" .buttonStyle(bordered)", kind: "button")) == "99x34.333")
    // Large: insets 15, 20 -> 50.333 high (measured 50.33); small: 5, 10 around a 15-pt title
    // (18 high) -> 28 (measured 28).
    #expect(
      size(
        frame("button \"Go\" .buttonStyle(borderedProminent) .controlSize(large)", kind: "button"))?
        .hasSuffix("x50.333") == true)
    #expect(
      size(frame("button \"Go\" .buttonStyle(bordered) .controlSize(small)", kind: "button"))?
        .hasSuffix("x28") == true)
    // Without a bordered style a button is its label.
    #expect(size(frame("button \"Configure\"", kind: "button")) == "75x20.333")
  }

  @Test func aButtonStyleOnAContainerStylesItsButtons() {
    let source = "vstack < button \"Configure\" > .buttonStyle(bordered)"
    #expect(size(frame(source, kind: "button")) == "99x34.333")
    // The modifier nearest the button wins.
    let inner = "vstack < button \"Configure\" .buttonStyle(plain) > .buttonStyle(bordered)"
    #expect(size(frame(inner, kind: "button")) == "75x20.333")
  }

  @Test func togglesPerOS() {
    // iOS 26: a 63x30 switch (SwiftUI measured a toggle 30 high beside a shorter label; UISwitch
    // is 63 wide); iOS 18: 51x31 (UISwitch, measured). A labelled toggle fills the width, label
    // leading, switch trailing, as high as the taller of the two: centred, (844 - 30) / 2 = 407.
    #expect(frame("toggle(\"Wi-Fi\", isOn: true)", kind: "toggle") == "0|407|390|30")
    #expect(
      frame("toggle(\"Wi-Fi\", isOn: true)", kind: "capsule", label: "switch") == "327|407|63|30")
    #expect(
      frame("toggle(\"Wi-Fi\", isOn: true)", kind: "capsule", label: "switch", ["--os", "ios18"])
        == "339|406.667|51|31")
    // Without its label (labelsHidden), the switch alone, centred.
    #expect(size(frame("toggle(\"Wi-Fi\", isOn: true) .labelsHidden", kind: "toggle")) == "63x30")
  }

  @Test func slidersSteppersProgressAndFields() {
    // 31 high on iOS 26 as SwiftUI measures it (UISlider's own 34 is not what SwiftUI gives).
    #expect(size(frame("slider(value: 0.5)", kind: "slider")) == "390x31")
    #expect(size(frame("slider(value: 0.5)", kind: "slider", ["--os", "ios18"])) == "390x31")
    #expect(size(frame("stepper(value: 3)", kind: "stepper")) == "94x32")
    #expect(size(frame("stepper(\"Count\", value: 3)", kind: "stepper")) == "390x32")
    #expect(size(frame("progressView(value: 0.5)", kind: "progressview")) == "390x4")
    #expect(size(frame("progressView", kind: "progressview")) == "20x20")
    #expect(size(frame("progressView .controlSize(large)", kind: "progressview")) == "37x37")
    #expect(
      size(frame("textField(\"Email\") .textFieldStyle(roundedBorder)", kind: "textfield"))
        == "390x34")
    // A field is one line (a long placeholder truncates); `axis: vertical` grows with its
    // line limit: three reserved body lines, 61 + 1.5.
    let long = "textField(\"A placeholder far too long for the field\") .frame(width: 150)"
    #expect(size(frame(long, kind: "textfield"))?.hasSuffix("x22") == true)  // 21.833 on the grid
    let notes = "textField(\"Notes\", axis: vertical) .lineLimit(3, reservesSpace: true)"
    #expect(size(frame(notes, kind: "textfield"))?.hasSuffix("x62.667") == true)
    // A plain field: its text line plus 1.5, 21.833, centred at y 411.083; on the pixel grid
    // its edges are 411 and 433: 22.
    #expect(size(frame("secureField(\"Password\")", kind: "securefield")) == "390x22")
  }

  @Test func labelsAndTheirStyles() {
    // An icon (a body-line square, 20.333) and the title, 8 apart.
    #expect(size(frame("label(\"Inbox\", systemImage: \"tray\")", kind: "label")) == "70x20.333")
    #expect(
      size(frame("label(\"Inbox\", systemImage: \"tray\") .labelStyle(iconOnly)", kind: "label"))
        == "20.333x20.333")
  }

  @Test func pickersLinksMenusAndLabeledContent() {
    // Segmented: 31 high (SwiftUI, measured on iOS 26), three equal segments of 130.
    let segmented =
      "picker(\"Mode\", selection: 0) < text \"A\" text \"B\" text \"C\" > .pickerStyle(segmented)"
    #expect(size(frame(segmented, kind: "picker")) == "390x31")
    #expect(size(frame(segmented, kind: "text", label: "B").map { _ in "" }) != nil)
    // LabeledContent fills the width, the value trailing.
    #expect(
      size(frame("labeledContent(\"Name\", value: \"Ada\")", kind: "labeledcontent"))
        == "390x20.333")
    #expect(
      frame("labeledContent(\"Name\", value: \"Ada\")", kind: "text", label: "Ada")?.hasPrefix(
        "360|") == true)
    // A link is its text; a menu with a title is the title (its items are not laid out).
    #expect(size(frame("link(\"Configure\", destination: 0)", kind: "link")) == "75x20.333")
    #expect(size(frame("menu(\"Configure\") < button \"Copy\" >", kind: "menu")) == "75x20.333")
    #expect(frame("menu(\"Configure\") < button \"Copy\" >", kind: "text", label: "Copy") == nil)
    // A text editor fills what it is offered.
    #expect(size(frame("textEditor(text: 0) .frame(height: 100)", kind: "texteditor")) == "390x100")
  }

  @Test func navigationBarsMoveTheContentsSafeArea() {
    // iPhone 16: 393x852, safe area 59 top, 34 bottom. The stack fills the safe area; the
    // bar sits at its top: 54 + 52 with a large title (iOS 26, measured), the title 16 in and
    // 3.5 below the large-title row's top (59 + 54 + 3.5 = 116.5 -> 116.667 on the grid).
    let large = "navigationStack < text \"Hi\" .navigationTitle(\"Inbox\") >"
    let phone = ["--device", "iphone-16"]
    #expect(frame(large, kind: "navigationstack", phone) == "0|59|393|759")
    #expect(frame(large, kind: "navigationbar", phone) == "0|59|393|106")
    #expect(frame(large, kind: "text", label: "Inbox", phone)?.hasPrefix("16|116.667|") == true)
    // The content is centred in what the bar leaves: 165 to 818.
    #expect(frame(large, kind: "text", label: "Hi", phone)?.contains("|481.333|") == true)
    // Inline: 54, the title centred 22 from the bar's top; iOS 18: 44 and 44 + 52.
    let inline =
      "navigationStack < text \"Hi\" .navigationTitle(\"Inbox\") .navigationBarTitleDisplayMode(inline) >"
    #expect(size(frame(inline, kind: "navigationbar", phone)) == "393x54")
    #expect(size(frame(large, kind: "navigationbar", phone + ["--os", "ios18"])) == "393x96")
    #expect(size(frame(inline, kind: "navigationbar", phone + ["--os", "ios18"])) == "393x44")
  }

  @Test func tabBarsAddToTheBottomSafeArea() {
    // The first tab fills the safe area less the tab bar's 49 above the home indicator:
    // 59 to 852 - 34 - 49 = 769; the bar 769 to 818 (83 with the indicator's 34, measured).
    let tabs = "tabView < blue .tabItem(label(\"Home\", systemImage: \"house\")) text \"Second\" >"
    let phone = ["--device", "iphone-16"]
    #expect(frame(tabs, kind: "color", label: "blue", phone) == "0|59|393|710")
    #expect(frame(tabs, kind: "tabbar", phone) == "0|769|393|49")
    // iOS 26's items (measured): 86 apart on a platter 8 in from its ends, centred; each a
    // 24x24 symbol 12 below the bar's top over its 10-pt title. Two items: 188 wide, at
    // (393 - 188) / 2 = 102.5; the first symbol at 102.5 + 8 + (86 - 24) / 2 = 141.5, the
    // second 86 further, 227.5 (141.667 and 227.667 on the 3x grid); both at 769 + 12 = 781,
    // their titles at 781 + 24 + 3 = 808.
    let items =
      "tabView < blue .tabItem(label(\"Home\", systemImage: \"house\")) text \"B\" .tabItem(label(\"Settings\", systemImage: \"gear\")) >"
    #expect(frame(items, kind: "padding", phone) == "102.667|769|188|49")
    // gear is 21.5x20.5 (measured), centred in its 24x24 box: (228.75, 782.75).
    #expect(frame(items, kind: "image", label: "gear", phone) == "228.667|782.667|21.667|20.667")
    #expect(frame(items, kind: "text", label: "Settings", phone)?.contains("|808|") == true)
    // Only the selected tab is laid out: the first, or the one whose tag is the selection.
    #expect(frame(tabs, kind: "text", label: "Second", phone) == nil)
    let chosen = "tabView(selection: 2) < blue .tag(1) text \"Second\" .tag(2) >"
    #expect(frame(chosen, kind: "text", label: "Second", phone) != nil)
    #expect(frame(chosen, kind: "color", label: "blue", phone) == nil)
    // A menu picker shows its selected option.
    let picker =
      "picker(\"Flavor\", selection: \"b\") < text \"A\" .tag(\"a\") text \"B\" .tag(\"b\") >"
    #expect(frame(picker, kind: "text", label: "B") != nil)
    #expect(frame(picker, kind: "text", label: "A") == nil)
  }

  @Test func listsAndForms() {
    // insetGrouped (the default): a first untitled section 35 down, cards 16 from the sides
    // (361 wide on 393), rows 52 (a text line 20.333 + 15.75 + 15.75 = 51.833 -> 52), the
    // text 16 into the card (x 32); 35 between untitled sections (17.5 + 17.5) (iOS 26,
    // measured).
    let form = "form < section < text \"One\" text \"Two\" > section < text \"Three\" > >"
    let phone = ["--device", "iphone-16"]
    #expect(frame(form, kind: "form", phone) == "0|59|393|759")
    #expect(frame(form, kind: "roundedrectangle", label: "card", phone) == "16|94|361|104")
    #expect(frame(form, kind: "text", label: "One", phone)?.hasPrefix("32|") == true)
    // Second card: 94 + 104 + 35 = 233.
    let second = Examples.frames(Examples.run(["-", "--format", "json"] + phone, input: form))
      .filter { $0.hasPrefix("roundedrectangle|card") }
    #expect(second.last == "roundedrectangle|card||background|16|233|361|52", "\(second)")
    // A titled header: 35 above its 17-pt semibold line ("Account" 66.025 -> 66.333 wide),
    // the card right after it.
    let titled = "list < section(\"Account\") < text \"Name\" > >"
    #expect(frame(titled, kind: "text", label: "Account", phone) == "32|94|66.333|20.333")
    #expect(
      frame(titled, kind: "roundedrectangle", label: "card", phone)?.hasPrefix("16|114.333|")
        == true)
    // .listRowInsets replaces a row's insets (the row keeps its 52 minimum): text 16 + 40 in.
    let inset = "list < text \"A\" .listRowInsets(leading: 40) >"
    #expect(frame(inset, kind: "text", label: "A", phone)?.hasPrefix("56|") == true)
    // Plain: full-width rows, text inset 16 (SwiftUI, measured on iOS 26), no cards.
    let plain = "list < text \"A\" text \"B\" > .listStyle(plain)"
    #expect(frame(plain, kind: "text", label: "B", phone)?.hasPrefix("16|") == true)
    #expect(frame(plain, kind: "roundedrectangle", label: "card", phone) == nil)
  }

  @Test func macOSControls() {
    // The automatic button is a push button: 24 high on macOS 26 (the control-height ladder),
    // 21 on macOS 15; the toggle a 16-pt checkbox (macOS 26, measured); sidebar rows 28.
    let mac = ["--os", "macos26", "--size", "400x300"]
    #expect(size(frame("button \"OK\"", kind: "button", mac))?.hasSuffix("x24") == true)
    #expect(
      size(frame("button \"OK\"", kind: "button", ["--os", "macos15", "--size", "400x300"]))?
        .hasSuffix("x21") == true)
    #expect(size(frame("toggle(isOn: true)", kind: "toggle", mac)) == "16x16")
    let sidebar = "list < text \"Inbox\" text \"Drafts\" > .listStyle(sidebar)"
    #expect(frame(sidebar, kind: "text", label: "Drafts", mac)?.hasPrefix("8|34|") == true)
  }

  @Test func disclosureGroupsAndUnavailableContent() {
    // Collapsed: the title row with a 14-pt chevron box at the trailing edge.
    let closed = "disclosureGroup(\"Advanced\") < text \"Option\" >"
    #expect(size(frame(closed, kind: "disclosuregroup")) == "390x20.333")
    #expect(frame(closed, kind: "text", label: "Option") == nil)
    let open = "disclosureGroup(\"Advanced\", isExpanded: true) < text \"Option\" >"
    #expect(frame(open, kind: "text", label: "Option") != nil)
    // ContentUnavailableView fills what it is offered, its parts centred.
    let empty = "contentUnavailableView(\"No Mail\", systemImage: \"tray\")"
    #expect(frame(empty, kind: "contentunavailableview") == "0|0|390|844")
  }

  @Test func controlsInSwiftSource() {
    let source = """
      struct Panel: View {
          @State private var on = true
          var body: some View {
              VStack {
                  Toggle(isOn: $on) { Text("Wi-Fi") }
                  Button { on.toggle() } label: { Text("Configure") }
                      .buttonStyle(.bordered)
              }
          }
      }
      """
    #expect(size(frame(source, kind: "toggle", swift: true)) == "390x30")
    #expect(size(frame(source, kind: "button", swift: true)) == "99x34.333")
  }
}

/// macOS 26 controls, each worked from the rules of layoutc(1) CONTROL METRICS, which come from
/// frames SwiftUI gave them (Fixtures/controls-measured). Text widths (13 pt, measured on macOS
/// 26) are inputs: "Enabled" 49, "Count" 36.5, "Accent" 42.5, "Field" 29.5, "Fruit" 28, "Apple"
/// 35, "Banana" 45, "Cherry" 41.5, "Name" 35.5, "Inside" 36.5.
@Suite struct MacControlTests {
  let mac = ["--os", "macos26", "--size", "400x300"]

  @Test func togglesHugTheirLabel() {
    // A checkbox: 16 + 5 + 49 by the body line 18.5; a switch: 49 + 8 + 54 by 24.
    #expect(size(frame("toggle(\"Enabled\", isOn: true)", kind: "toggle", mac)) == "70x18.5")
    #expect(
      size(frame("toggle(\"Enabled\", isOn: true) .toggleStyle(switch)", kind: "toggle", mac))
        == "111x24")
    // A toggle keeps 6 from a text below it, not the text's 4.742: the stack is 18.5 + 6 + 16
    // = 40.5 high, at (300 - 40.5) / 2 = 129.75; the text at 129.75 + 24.5 = 154.25.
    let stacked = "vstack < toggle(\"Enabled\", isOn: true) text \"Below\" >"
    let toggle = frame(stacked, kind: "toggle", mac + ["--unrounded"])
    let text = frame(stacked, kind: "text", label: "Below", mac + ["--unrounded"])
    #expect(toggle == "165|129.75|70|18.5")
    #expect(text?.split(separator: "|")[1] == "154.25")
  }

  @Test func stepperColorAndDatePickers() {
    #expect(size(frame("stepper(\"Count\", value: 3)", kind: "stepper", mac)) == "64.5x26")
    #expect(
      size(frame("colorPicker(\"Accent\", selection: 0)", kind: "colorpicker", mac)) == "98.5x24")
    #expect(
      size(frame("colorPicker(\"Accent\", selection: 0) .labelsHidden", kind: "colorpicker", mac))
        == "48x24")
    // A date field 77.5 wide, 21 high, after the label and 8.
    let field =
      "datePicker(\"Field\", selection: 0, displayedComponents: date) .datePickerStyle(field)"
    #expect(size(frame(field, kind: "datepicker", mac)) == "115x21")
    // Compact (the automatic style), date and time by default: 143 + its 17.5 stepper, 22 high.
    #expect(size(frame("datePicker(\"Field\", selection: 0)", kind: "datepicker", mac)) == "198x22")
    let clock =
      "datePicker(\"Field\", selection: 0, displayedComponents: hourAndMinute) .datePickerStyle(graphical) .labelsHidden"
    #expect(size(frame(clock, kind: "datepicker", mac)) == "119x119")
  }

  @Test func pickerStyles() {
    let options = "< text \"Apple\" .tag(1) text \"Banana\" .tag(2) text \"Cherry\" .tag(3) >"
    // Pop-up: the widest option, Banana, + 47.5, after the label and 8.
    #expect(
      size(frame("picker(\"Fruit\", selection: 1) \(options)", kind: "picker", mac)) == "128.5x24")
    // Segmented: 3 x (45 + 21) after the label and 8.
    #expect(
      size(
        frame(
          "picker(\"Fruit\", selection: 1) \(options) .pickerStyle(segmented)", kind: "picker", mac)
      )
        == "234x24")
    // Radio group: rows of 18.5, 6 apart; the label, 8, a 16-pt circle, 5, the widest title.
    #expect(
      size(
        frame(
          "picker(\"Fruit\", selection: 1) \(options) .pickerStyle(radioGroup)", kind: "picker", mac
        ))
        == "102x67.5")
  }

  @Test func groupBoxesAndGauges() {
    // Content 36.5 + 10 or the subheadline title + 10, whichever is wider; 16 + 3 + 5 + 16 + 5.
    let box = size(frame("groupBox(\"Settings\") < text \"Inside\" >", kind: "groupbox", mac))
    #expect(box?.hasSuffix("x45") == true)
    #expect(size(frame("groupBox < text \"Inside\" >", kind: "groupbox", mac)) == "46.5x26")
    #expect(
      size(frame("gauge(value: 0.4) .gaugeStyle(accessoryCircular)", kind: "gauge", mac)) == "58x58"
    )
    // The default linear style: a 16-pt label, 6, the 8-pt bar, 6, the 16-pt value.
    let linear = "gauge(value: 0.4, currentValueLabel: text \"40\") < text \"Level\" >"
    #expect(size(frame(linear, kind: "gauge", mac)) == "400x52")
  }

  @Test func columnsFormsPutLabelsInAColumn() {
    // The column is as wide as "Name" (35.5); the toggle starts 8 after it, the field's row at 0.
    let form = "form < textField(\"Name\") toggle(\"Enabled\", isOn: true) >"
    #expect(frame(form, kind: "toggle", mac)?.hasPrefix("43.5|") == true)
    #expect(frame(form, kind: "textfield", mac)?.hasPrefix("0|") == true)
    #expect(size(frame(form, kind: "textfield", mac)) == "400x24")
  }

  @Test func listsAndSections() {
    // Rows 24 high, content 16 in and 10 down; a titled section's header 6 above and below.
    let list = "list < section(\"Fruits\") < text \"Apple\" text \"Banana\" > .id(\"fruits\") >"
    #expect(frame(list, kind: "text", label: "Apple", mac)?.hasPrefix("16|42|") == true)
    // The section's id names its last view, as SwiftUI reports it.
    let named = Examples.frames(
      Examples.run(["-", "--format", "json", "--color", "never"] + mac, input: list))
    #expect(named.contains { $0.contains("|fruits|") && $0.hasSuffix("|16|66|45|16") })
  }
}

/// The controls and containers read from Swift as apps write them.
@Suite struct SwiftControlTests {
  @Test func severalClosuresAndStaticViews() {
    let source = """
      struct Panel: View {
          var body: some View {
              VStack {
                  Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                  ContentUnavailableView.search(text: "cats")
                  Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
              }
          }
      }
      """
    #expect(frame(source, kind: "text", label: "40", swift: true) != nil)
    #expect(
      frame(source, kind: "text", label: "No Results for \u{201C}cats\u{201D}", swift: true) != nil)
    #expect(frame(source, kind: "text", label: "0", swift: true) != nil)
  }

  @Test func listsOfData() {
    let source = """
      struct Item: Identifiable { let id: Int; let name: String }
      let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
      struct Rows: View {
          @State private var selection: Int? = nil
          var body: some View {
              List(items, selection: $selection) { item in Text(item.name) }
          }
      }
      """
    #expect(frame(source, kind: "text", label: "Two", swift: true) != nil)
  }

  @Test func aPushedPathShowsItsDestination() {
    let source = """
      struct Root: View {
          @State private var path: [Int] = [1]
          var body: some View {
              NavigationStack(path: $path) {
                  Text("Root")
                      .navigationTitle("Home")
                      .navigationDestination(for: Int.self) { _ in Text("Detail") }
              }
          }
      }
      """
    #expect(frame(source, kind: "text", label: "Detail", swift: true) != nil)
    #expect(frame(source, kind: "text", label: "Root", swift: true) == nil)
  }

  @Test func iOSNavigationLinksInAListHaveAChevron() {
    let source = "list < navigationLink(\"Detail\", value: 1) >"
    #expect(frame(source, kind: "image", label: "chevron.right") != nil)
    #expect(
      frame("navigationLink(\"Detail\", value: 1)", kind: "image", label: "chevron.right") == nil)
  }
}
