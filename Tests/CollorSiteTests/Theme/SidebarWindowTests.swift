import Testing

@testable import CollorSite

/// The part of a long list a sidebar shows: all of a short list, else `size` items around the
/// focus, clamped to the list.
@Suite struct SidebarWindowTests {
    @Test func aShortListIsShownWhole() {
        for count in 0...SidebarWindow.size {
            #expect(SidebarWindow.range(count: count, focus: count / 2) == 0..<count)
            #expect(SidebarWindow.range(count: count, focus: nil) == 0..<count)
        }
    }

    @Test func aLongListShowsTheItemsAroundTheFocus() {
        let size = SidebarWindow.size
        for count in [size + 1, 2 * size, 2_000] {
            for focus in [0, 1, size / 2, count / 2, count - 2, count - 1] {
                let shown = SidebarWindow.range(count: count, focus: focus)
                #expect(shown.count == size)
                #expect(shown.contains(focus))
                #expect(shown.lowerBound >= 0 && shown.upperBound <= count)
            }
            #expect(SidebarWindow.range(count: count, focus: nil) == 0..<size)
        }
        #expect(SidebarWindow.range(count: 2_000, focus: 1_000) == 975..<1_025)
    }
}
