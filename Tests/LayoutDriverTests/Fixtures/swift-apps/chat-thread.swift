// layoutc: --size 390x844
// Chat thread: a Message model with String ids and an optional reaction, an explicit init that
// seeds @State with `_messages = State(initialValue:)`, ScrollViewReader with `.onChange(of:
// messages.count)` and `proxy.scrollTo(messages.last?.id)`, a LazyVStack over `ForEach(messages) {
// MessageBubble(message: $0).id($0.id) }`, `if`/`if !` choosing a Spacer side, `if let` inside an
// overlay, a ternary between colours, `Color(.systemGray5)`, `.safeAreaInset(edge: .bottom)` with a
// composer, @FocusState, a method as a Button action with `guard`, `trimmingCharacters` and
// `.isEmpty`, and `.background(.bar)`.
// expect: today 178 8 34 14.333
// expect: bubble-m1 16 30.333 225.333 36.333
// expect: bubble-m2 155 74.667 219 36.333
// expect: m4 16 163.333 358 36.333
// expect: composer 0 786 390 58
// Worked (390x844 @3x, no safe area): the composer is a 34-high rounded field beside a title-font
// symbol (a square of its 33.667 line): 34 high, padded 12: 58, at the bottom, y 844 - 58 = 786
// (spacing 0), as wide as the screen. The ScrollView takes the 786 above it and shows its content
// from the top: the LazyVStack is padded 16 at the sides and 8 on top, so it is 358 wide at (16,
// 8), its children 8 apart. "Today" (caption, 34 x 14.333) is centred: x 16 + (358 - 34) / 2 = 178.
// Each message row is an HStack with a Spacer, as wide as the stack (358), as high as its bubble: a
// body line (20.333) padded 8 above and below = 36.333. Rows start at 8 + 14.333 + 8 = 30.333, then
// every 36.333 + 8: 74.667, 119, 163.333. A bubble is its text padded 14 at each side: "Are we
// still on for tonight?" is 197.333 wide, so 225.333, leading at 16; "Yes! 7 at the usual place?"
// (191) is mine: 219 wide, ending at 374, x 155.
import SwiftUI

struct Message: Identifiable, Equatable {
    let id: String
    let text: String
    let isFromMe: Bool
    var reaction: String? = nil
}

struct ChatThreadView: View {
    let contactName: String
    @State private var messages: [Message]
    @State private var draft = ""
    @FocusState private var isComposerFocused: Bool

    init(contactName: String, messages: [Message]) {
        self.contactName = contactName
        _messages = State(initialValue: messages)
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    Text("Today").font(.caption).foregroundStyle(.secondary).id("today")
                    ForEach(messages) {
                        MessageBubble(message: $0).id($0.id)
                    }
                }
                .padding(.horizontal)
                .padding(.top, 8)
            }
            .onChange(of: messages.count) {
                proxy.scrollTo(messages.last?.id, anchor: .bottom)
            }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { composer }
    }

    private var composer: some View {
        HStack(spacing: 8) {
            TextField("Message \(contactName)", text: $draft)
                .textFieldStyle(.roundedBorder)
                .focused($isComposerFocused)
            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill").font(.title)
            }
            .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        .padding(12)
        .background(.bar)
        .id("composer")
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(Message(id: UUID().uuidString, text: text, isFromMe: true))
        draft = ""
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 48) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(message.isFromMe ? Color.white : Color.primary)
                .background(
                    message.isFromMe ? Color.blue : Color(.systemGray5),
                    in: RoundedRectangle(cornerRadius: 18)
                )
                .overlay(alignment: .bottomTrailing) {
                    if let reaction = message.reaction {
                        Text(reaction).font(.caption).offset(x: 4, y: 8)
                    }
                }
                .id("bubble-\(message.id)")
            if !message.isFromMe { Spacer(minLength: 48) }
        }
    }
}

#Preview {
    ChatThreadView(contactName: "Sam", messages: [
        Message(id: "m1", text: "Are we still on for tonight?", isFromMe: false),
        Message(id: "m2", text: "Yes! 7 at the usual place?", isFromMe: true),
        Message(id: "m3", text: "Perfect. I'll book a table.", isFromMe: false, reaction: "👍"),
        Message(id: "m4", text: "See you there", isFromMe: true),
    ])
}
