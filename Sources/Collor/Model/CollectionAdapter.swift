/// The data a cell view is filled with: what a descriptor hands its view through `getAdapter()`.
///
/// Adapters carry display-ready values (text, colours, counts). An adapter that also conforms to
/// `Diffable` lets `diff()` reload a cell whose content changed while its uid stayed the same.
public protocol CollectionAdapter {}
