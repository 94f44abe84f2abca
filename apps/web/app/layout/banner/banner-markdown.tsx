import Markdown from "react-markdown";

/**
 * The banner's markdown, in its own chunk: the parser is loaded only when a banner is active. Raw HTML in
 * the content is not rendered (react-markdown's default), so staff text cannot inject markup.
 */
export default function BannerMarkdown({ content }: { content: string }) {
  return <Markdown>{content}</Markdown>;
}
