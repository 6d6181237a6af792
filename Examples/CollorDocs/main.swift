import CollorSiteCommand
import SampleGalleries

// This project's documentation site: the same command as the `collor` tool, with the five sample
// galleries, exactly as a user's own site executable hands theirs over.
await SiteCommand.main(galleries: SampleGalleries.all)
