// twin: swiftui/twins/onboarding-pages.lyt
// Onboarding pages in a paged TabView: the page style shows the selected page (the first, as
// the selection starts at 0) at the tab view's full size, with no tab bar; its index dots sit
// over the page and take no room. Each symbol pulses with a phase animator, laid out at its
// first phase (not scaled), and a Canvas draws a bar, taking the 200×8 its frame offers.
// Worked (390x844 @3x): the symbol at 64 points is 76.667 square (the symbol table's size);
// the stack is 76.667 + 24 + 8 = 108.667 high and 200 wide (the canvas's frame), centred at
// ((390 - 200) / 2, (844 - 108.667) / 2) = (95, 367.667); the symbol centred in it at x
// 95 + (200 - 76.667) / 2 = 156.667, the canvas at y 367.667 + 76.667 + 24 = 468.333.
import SwiftUI

struct Page: Identifiable {
    let id: Int
    let symbol: String
}

struct OnboardingView: View {
    let pages = [Page(id: 0, symbol: "sparkles"), Page(id: 1, symbol: "bell"), Page(id: 2, symbol: "heart")]
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ForEach(pages) { page in
                VStack(spacing: 24) {
                    Image(systemName: page.symbol)
                        .font(.system(size: 64))
                        .phaseAnimator([false, true]) { content, phase in
                            content.scaleEffect(phase ? 1.2 : 1)
                        }
                    Canvas { context, size in
                        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                    }
                    .frame(width: 200, height: 8)
                }
                .tag(page.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
