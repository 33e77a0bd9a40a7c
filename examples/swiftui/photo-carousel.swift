// twin: swiftui/twins/photo-carousel.lyt
// A carousel of photos that have not loaded yet: each AsyncImage shows its placeholder, one page
// of the scroll view wide (`containerRelativeFrame`), with the next peeking in from the side.
// The reader's proxy only scrolls, in an action, so it is its content; `scrollTargetBehavior`
// and the indicators move nothing before a scroll.
// Worked (390x844 @3x): the page is the scroll view's 390 less its 24 content margins on each
// side, 342 wide, and 240 high from its frame; the lazy stack takes the full 844 across its
// axis, so each page is centred at y (844 - 240) / 2 = 302. The first starts at the leading
// margin, x 24; each next one 342 + 12 further: 378, 732, 1086, 1440.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var url: URL { URL(string: "https://example.com/photos/\(id).jpg")! }
}

struct PhotoCarousel: View {
    let photos = (1...5).map { Photo(id: $0) }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(photos) { photo in
                        AsyncImage(url: photo.url) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemFill))
                        }
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 240)
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                        .id(photo.id)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .onAppear { proxy.scrollTo(1) }
        }
    }
}
