import type {
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { idParamsSchema, pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import { PICTURE_BODY_LIMIT } from "./picture-upload.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The body a route whose body schema is S hands its handler: the schema's output once validated. */
type BodyOf<S extends z.ZodMiniType> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { body: S },
  ZodTypeProvider
>["body"];

/** A write's documentation; `conflict` is its 409, when it has one. */
type WriteDocs = { summary: string; description?: string; conflict?: z.ZodMiniType };

/** A picture as the office serves it back: never cached, the admin may just have replaced it. */
type Picture = { contentType: string; bytes: Uint8Array };

/**
 * The routes of one kind of office content (events, vacancies, promotions) at `path`: the list, the
 * picture, add, change and delete, each admin only and each write made in the staff member's name.
 */
export type ContentRoutes<Item, Create extends z.ZodMiniType, Update extends z.ZodMiniType> = {
  path: string;
  item: z.ZodMiniType<Item>;
  list: { summary: string; run: () => Promise<Item[]> };
  picture?: { summary: string; run: (id: number) => Promise<Picture> };
  /** Writes that carry a picture accept the larger body. */
  withPicture: boolean;
  create: WriteDocs & { body: Create; run: (staffId: string, body: BodyOf<Create>) => Promise<Item> };
  update: WriteDocs & {
    body: Update;
    run: (staffId: string, id: number, body: BodyOf<Update>) => Promise<Item>;
  };
  remove?: WriteDocs & { run: (staffId: string, id: number) => Promise<void> };
};

const ADMIN_ONLY = "Admin only; a write needs the session's x-csrf-token.";

export function registerContentRoutes<Item, Create extends z.ZodMiniType, Update extends z.ZodMiniType>(
  app: ZodApp,
  routes: ContentRoutes<Item, Create, Update>,
): void {
  const admin = app.requireStaff("admin");
  const bodyLimit = routes.withPicture ? { bodyLimit: PICTURE_BODY_LIMIT } : {};
  const conflict = (docs: WriteDocs) => (docs.conflict ? { 409: docs.conflict } : {});
  const docs = ({ summary, description }: WriteDocs) => ({
    tags: ["office"],
    summary,
    description: description ? `${description} ${ADMIN_ONLY}` : ADMIN_ONLY,
  });

  app.get(
    routes.path,
    {
      onRequest: admin,
      schema: {
        ...docs(routes.list),
        response: { 200: z.array(routes.item), ...staffErrors, ...pickErrors(429, 500) },
      },
    },
    () => routes.list.run(),
  );

  const { picture } = routes;
  if (picture)
    app.get(
      `${routes.path}/:id/picture`,
      {
        onRequest: admin,
        schema: {
          ...docs(picture),
          params: idParamsSchema,
          response: {
            200: z.any().check(z.describe("The picture's bytes")),
            ...staffErrors,
            ...pickErrors(400, 404, 429, 500),
          },
        },
      },
      async (request, reply) => {
        const { contentType, bytes } = await picture.run(request.params.id);
        return reply
          .type(contentType)
          .header("cache-control", "no-store")
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );

  app.post(
    routes.path,
    {
      onRequest: admin,
      ...bodyLimit,
      schema: {
        ...docs(routes.create),
        body: routes.create.body,
        response: {
          201: routes.item,
          ...conflict(routes.create),
          ...staffErrors,
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await routes.create.run(verifiedStaff(request).id, request.body)),
  );

  app.put(
    `${routes.path}/:id`,
    {
      onRequest: admin,
      ...bodyLimit,
      schema: {
        ...docs(routes.update),
        params: idParamsSchema,
        body: routes.update.body,
        response: {
          200: routes.item,
          ...conflict(routes.update),
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    (request) => routes.update.run(verifiedStaff(request).id, request.params.id, request.body),
  );

  const { remove } = routes;
  if (remove)
    app.delete(
      `${routes.path}/:id`,
      {
        onRequest: admin,
        schema: {
          ...docs(remove),
          params: idParamsSchema,
          response: { 204: z.null(), ...conflict(remove), ...staffErrors, ...pickErrors(400, 404, 429, 500) },
        },
      },
      async (request, reply) => {
        await remove.run(verifiedStaff(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
}
