import { parse } from 'yaml'

export interface ContractOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  operationId: string
  summary: string
  linkable: boolean
}

type Parameter = { $ref?: string }
type Operation = { operationId?: string; summary?: string; parameters?: Parameter[] }
type PathItem = { parameters?: Parameter[] } & Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>

/** The operations of an OpenAPI document, in file order, paths without the leading slash. */
export function contractOperations(yamlText: string): ContractOperation[] {
  const doc = parse(yamlText) as { paths: Record<string, PathItem> }
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method]
      if (!operation) continue
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
      operations.push({
        method: method.toUpperCase() as ContractOperation['method'],
        path: path.replace(/^\//, ''),
        operationId: operation.operationId ?? `${method} ${path}`,
        summary: operation.summary ?? '',
        linkable: parameters.some((p) => p.$ref === '#/components/parameters/TixAppLink'),
      })
    }
  }
  return operations
}
