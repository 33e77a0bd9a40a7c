// layoutc: --size 390x844
// Onboarding pages: an array of page structs indexed by @State `currentPage`
// (`pages[currentPage]`), page dots from `ForEach(pages.indices, id: \.self)` with a ternary fill,
// a computed `isLastPage` comparing with `pages.count - 1`, a Button action with `if`,
// `withAnimation { currentPage += 1 }` and a stored callback, a subview taking the page model, a
// resizable symbol in a fixed frame, `.multilineTextAlignment`, and a #Preview with samples.
// expect: page 63 278 264.333 182
// expect: title 94 390 202.333 33.667
// expect: dots 175 737.667 40 8
// expect: continue 24 769.667 342 50.333
// Worked (390x844 @3x, no safe area): the VStack (spacing 24) is padded 24 and takes the whole 342
// x 796 (it has Spacers), centred on the button's 342 width. From the bottom: the large prominent
// button, its label framed to the full width, 20.333 + 30 = 50.333 high, at 820 - 50.333 = 769.667;
// 24 above it the dots, three 8-pt circles 8 apart (40 x 8), at 737.667, centred: 24 + (342 - 40) /
// 2 = 175. The page: the 96x96 symbol frame, 16, "Track every run" (title bold, 202.333 x 33.667),
// 16, the message (264.333 x 20.333): 182 high, 264.333 wide. The two Spacers share 796 - 182 - 8 -
// 50.333 - 4 x 24 = 459.667: 229.833 each, so the page is at 24 + 229.833 + 24 = 277.833, drawn at
// 278 (the grid rounds .5 up), x 24 + (342 - 264.333) / 2 = 62.833, drawn at 63; the title 96 + 16
// lower at 389.833 (drawn 390), x 62.833 + (264.333 - 202.333) / 2 = 93.833 (drawn 94).
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
}

struct OnboardingView: View {
    let pages: [OnboardingPage]
    var onFinish: () -> Void
    @State private var currentPage = 0

    private var isLastPage: Bool {
        currentPage == pages.count - 1
    }

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            PageView(page: pages[currentPage])
                .id("page")
            Spacer()
            HStack(spacing: 8) {
                ForEach(pages.indices, id: \.self) { index in
                    Circle()
                        .fill(index == currentPage ? Color.accentColor : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            .id("dots")
            Button {
                if isLastPage {
                    onFinish()
                } else {
                    withAnimation { currentPage += 1 }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .id("continue")
        }
        .padding(24)
    }
}

struct PageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 96, height: 96)
                .foregroundStyle(.tint)
            Text(page.title)
                .font(.title.bold())
                .id("title")
            Text(page.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    OnboardingView(pages: [
        OnboardingPage(id: 0, symbol: "figure.run", title: "Track every run",
                       message: "See your pace, distance and splits."),
        OnboardingPage(id: 1, symbol: "heart.text.square", title: "Know your heart",
                       message: "Zones update as you train."),
        OnboardingPage(id: 2, symbol: "trophy", title: "Hit your goals",
                       message: "Weekly targets that adapt to you."),
    ], onFinish: {})
}
