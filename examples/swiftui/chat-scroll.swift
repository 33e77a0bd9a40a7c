// twin: swiftui/twins/chat-scroll.lyt
// A chat that opens at its latest message: the scroll view starts anchored at the bottom, its
// content 16 in from the sides and 8 from the top and bottom (`.contentMargins`); the position
// state starts at nil, so it adds nothing to where the scroll view starts.
// Worked (390x844 @3x, no safe area): the bubbles are proposed 390 - 2 × 16 = 358 across;
// 12 of 60 with 12 between make 12 × 60 + 11 × 12 = 852, and with the margins 868, longer
// than the 844 shown by 24: scrolled to the bottom, the first bubble is at 8 - 24 = -16 and the
// last at -16 + 11 × 72 = 776, ending at 836, 8 above the bottom edge. Mine (the even ones)
// sit at the trailing edge, x = 16 + 358 - 240 = 134; the others at x = 16.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    var isMine: Bool { id % 2 == 0 }
}

struct ChatView: View {
    let messages = (0..<12).map { Message(id: $0) }
    @State private var scrolledID: Message.ID?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(messages) { message in
                    RoundedRectangle(cornerRadius: 18)
                        .fill(message.isMine ? Color.blue : Color(.systemGray5))
                        .frame(width: 240, height: 60)
                        .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .contentMargins(.vertical, 8, for: .scrollContent)
        .defaultScrollAnchor(.bottom)
        .scrollPosition(id: $scrolledID)
    }
}
